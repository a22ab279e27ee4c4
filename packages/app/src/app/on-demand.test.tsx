import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { useUiStore } from '../shared/stores/ui-store';
import { renderApp } from '../test/render-app';
import { useWorld } from '../test/server';
import { onDemand } from './on-demand';

/** Holds `requestIdleCallback`: the test says when the browser is idle. */
function holdIdle() {
  const idle: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return { fire: () => act(() => idle.splice(0).forEach((run) => run())), pending: () => idle.length };
}

describe('parts of the frame the first screen does not show', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('load when the browser is idle and mount the first time they are needed, then stay mounted', async () => {
    const idle = holdIdle();
    const useNeed = create<{ need: boolean }>(() => ({ need: false }));
    const mounts = vi.fn();
    const load = vi.fn(async () => {
      const Part = () => {
        mounts();
        return <p>the part</p>;
      };
      return Part;
    });
    const Host = onDemand(load, () => useNeed((s) => s.need));
    const view = render(<Host />);
    expect(load).not.toHaveBeenCalled();
    idle.fire();
    expect(load).toHaveBeenCalled();
    expect(screen.queryByText('the part')).not.toBeInTheDocument();

    act(() => useNeed.setState({ need: true }));
    expect(await screen.findByText('the part')).toBeInTheDocument();
    act(() => useNeed.setState({ need: false }));
    expect(screen.getByText('the part')).toBeInTheDocument();
    expect(mounts).toHaveBeenCalled();
    view.unmount();
  });

  it('the side menu is not rendered at boot; it opens on the first tap of the menu button', async () => {
    holdIdle(); // never idle: the first open loads the menu itself
    useWorld();
    renderApp('/m/home');
    const open = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await userEvent.click(open);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('the toasts mount with the first toast', async () => {
    holdIdle();
    useWorld();
    renderApp('/m/home');
    await screen.findByRole('button', { name: 'Open menu' });
    act(() => useUiStore.getState().showToast({ kind: 'info', messageKey: 'errors.maintenance' }));
    expect(await screen.findByText('The platform is under maintenance.')).toBeInTheDocument();
  });
});
