import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeMarqueeView } from './home-sections';

describe('notice marquee', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the titles start moving once the browser is idle after the boot', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const view = render(<NoticeMarqueeView titles={['Welcome']} unread={0} onOpenList={() => undefined} onOpenInbox={() => undefined} />);
    const track = screen.getByRole('button', { name: 'Welcome' }).parentElement!;
    expect(track).not.toHaveAttribute('data-moving');
    act(() => idle.splice(0).forEach((run) => run()));
    expect(track).toHaveAttribute('data-moving');
    view.unmount();
  });
});
