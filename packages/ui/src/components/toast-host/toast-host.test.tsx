import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOADING_TOAST_MS, TOAST_DURATION } from '../../timing';
import { ToastHost, type ToastItem } from './toast-host';
import * as stories from './toast-host.stories';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('ToastHost', () => {
  it('announces info and success toasts politely and errors as alerts', () => {
    render(
      <ToastHost
        onDismiss={() => {}}
        toasts={[
          { id: 'a', kind: 'success', message: 'Change saved' },
          { id: 'b', kind: 'error', message: 'Verification code error' },
        ]}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Change saved');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveTextContent('Verification code error');
  });

  it('dismisses a default toast after the short duration, 3 s (A-172)', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<ToastHost onDismiss={onDismiss} toasts={[{ id: 't1', kind: 'info', message: 'Copied' }]} />);
    advance(TOAST_DURATION.short - 1);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledWith('t1');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('keeps a long toast for 8 s', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <ToastHost
        onDismiss={onDismiss}
        toasts={[{ id: 'long', kind: 'error', message: 'Network slow', durationMs: TOAST_DURATION.long }]}
      />,
    );
    advance(7999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledWith('long');
  });

  it('shows a spinner on a loading toast and hides it after its own 10 s timeout (A-171)', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<ToastHost onDismiss={onDismiss} toasts={[{ id: 'l', kind: 'loading', message: 'Please wait' }]} />);
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Please wait');
    expect(toast).toHaveAttribute('aria-busy', 'true');
    expect(toast.querySelector('.ui-spinner__glyph')).not.toBeNull();
    advance(9999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledWith('l');
  });

  it('times each toast on its own, and a re-render does not restart the clock', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const first: ToastItem = { id: 'one', kind: 'info', message: 'First' };
    const { rerender } = render(<ToastHost onDismiss={onDismiss} toasts={[first]} />);
    advance(2000);
    const second: ToastItem = { id: 'two', kind: 'success', message: 'Second', durationMs: 1500 };
    rerender(<ToastHost onDismiss={(id) => onDismiss(id)} toasts={[first, second]} />);
    advance(1000);
    expect(onDismiss.mock.calls).toEqual([['one']]);
    advance(500);
    expect(onDismiss.mock.calls).toEqual([['one'], ['two']]);
  });

  it('holds every toast, loading ones too, while `hold` is set (Storybook state stories)', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <ToastHost
        hold
        onDismiss={onDismiss}
        toasts={[
          { id: 'e', kind: 'error', message: 'Verification code error' },
          { id: 'l', kind: 'loading', message: 'Please wait' },
        ]}
      />,
    );
    advance(60_000);
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Verification code error');
  });

  it('renders nothing visible without toasts', () => {
    render(<ToastHost onDismiss={() => {}} toasts={[]} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('ToastHost stories', () => {
  // A reviewer opens a story long after it rendered: each still shows its toasts.
  for (const [name, Story] of Object.entries(composeStories(stories))) {
    it(`${name} still shows its toasts once every toast has timed out`, () => {
      vi.useFakeTimers();
      render(<Story />);
      advance(LOADING_TOAST_MS + 1);
      const toasts = (Story.args.toasts ?? []).map((t) => String(t.message));
      expect(toasts.length).toBeGreaterThan(0);
      for (const message of toasts) expect(screen.getByText(message)).toBeInTheDocument();
    });
  }
});
