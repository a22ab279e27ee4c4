import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../timing';
import { LazyImage, PLACEHOLDER_SRC, type ImageStatus } from './lazy-image';

/** A controllable IntersectionObserver: the test says when the image scrolls near the viewport. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  enter() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function scrollIntoView() {
  act(() => FakeObserver.instances.forEach((o) => o.enter()));
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.useFakeTimers();
});

describe('LazyImage (G-003)', () => {
  it('goes pending -> loading (after the lazy-load delay, once near the viewport) -> loaded', () => {
    const statuses: ImageStatus[] = [];
    render(<LazyImage src="/games/slot.png" alt="Lucky slots" onStatusChange={(s) => statuses.push(s)} />);
    const img = screen.getByRole('img', { name: 'Lucky slots' });
    expect(img).toHaveAttribute('data-status', 'pending');
    expect(img).not.toHaveAttribute('src');

    // Off screen nothing happens, however long we wait.
    act(() => vi.advanceTimersByTime(5000));
    expect(img).toHaveAttribute('data-status', 'pending');

    scrollIntoView();
    act(() => vi.advanceTimersByTime(TIMING.lazyLoadDelayMs - 1));
    expect(img).toHaveAttribute('data-status', 'pending');
    act(() => vi.advanceTimersByTime(1));
    expect(img).toHaveAttribute('data-status', 'loading');
    expect(img).toHaveAttribute('src', '/games/slot.png');

    fireEvent.load(img);
    expect(img).toHaveAttribute('data-status', 'loaded');
    expect(statuses).toEqual(['pending', 'loading', 'loaded']);
  });

  it('on failure shows the fallback image, then a placeholder if that fails too', () => {
    const statuses: ImageStatus[] = [];
    render(<LazyImage src="/cdn1/banner.png" fallbackSrc="/cdn2/banner.png" alt="Banner" onStatusChange={(s) => statuses.push(s)} />);
    scrollIntoView();
    act(() => vi.advanceTimersByTime(TIMING.lazyLoadDelayMs));
    const img = screen.getByRole('img', { name: 'Banner' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('data-status', 'failed');
    expect(img).toHaveAttribute('src', '/cdn2/banner.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_SRC);
    expect(statuses).toEqual(['pending', 'loading', 'failed']);
  });

  it('shows the neutral placeholder when there is no fallback', () => {
    render(<LazyImage src="/broken.png" alt="Broken" />);
    scrollIntoView();
    act(() => vi.advanceTimersByTime(TIMING.lazyLoadDelayMs));
    const img = screen.getByRole('img', { name: 'Broken' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('data-status', 'failed');
    expect(img).toHaveAttribute('src', PLACEHOLDER_SRC);
  });

  it('loads without waiting for the viewport where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src="/logo.png" alt="Logo" width={40} className="logo" />);
    act(() => vi.advanceTimersByTime(TIMING.lazyLoadDelayMs));
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img).toHaveAttribute('data-status', 'loading');
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveClass('ui-lazy-image', 'logo');
  });

  it('tells the browser it is below the fold: loading=lazy, decoding=async, no fetch priority', () => {
    render(<LazyImage src="/games/slot.png" alt="Lucky slots" />);
    const img = screen.getByRole('img', { name: 'Lucky slots' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('eager (above the fold) has its src in the first render, with neither the viewport wait nor the delay', () => {
    const statuses: ImageStatus[] = [];
    const { rerender } = render(<LazyImage src="/games/first.svg" alt="First" eager onStatusChange={(s) => statuses.push(s)} />);
    const img = screen.getByRole('img', { name: 'First' });
    expect(img).toHaveAttribute('src', '/games/first.svg');
    expect(img).toHaveAttribute('data-status', 'loading');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('decoding');
    expect(FakeObserver.instances).toHaveLength(0);
    fireEvent.load(img);
    expect(statuses).toEqual(['loading', 'loaded']);
    // A new src loads at once too.
    rerender(<LazyImage src="/games/second.svg" alt="First" eager />);
    expect(img).toHaveAttribute('src', '/games/second.svg');
    expect(img).toHaveAttribute('data-status', 'loading');
  });
});
