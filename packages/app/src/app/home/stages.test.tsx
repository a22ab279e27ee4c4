import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Stage, useStages } from './stages';

/** A section that logs its render and, lazy, suspends once as home's sections do. */
const section = (name: string, log: string[]) =>
  lazy(async () => ({
    default: () => {
      log.push(name);
      return <p>{name}</p>;
    },
  }));

function Page({ log, children }: { log: string[]; children?: ReactNode }) {
  const stages = useStages();
  const [A, B, C] = [section('banner', log), section('marquee', log), section('games', log)];
  return (
    <>
      <p>frame</p>
      <Stage index={1} stages={stages} fallback={<p>banner skeleton</p>}>
        <A />
      </Stage>
      <Stage index={2} stages={stages} fallback={<p>marquee skeleton</p>}>
        <B />
      </Stage>
      <Stage index={3} stages={stages} fallback={<p>games skeleton</p>}>
        <C />
      </Stage>
      {children}
    </>
  );
}

describe("home's sections after the frame", () => {
  it('the frame renders first with every skeleton; then one section per task, in order', async () => {
    vi.useFakeTimers();
    try {
      const log: string[] = [];
      render(<Page log={log} />);
      expect(screen.getByText('frame')).toBeInTheDocument();
      expect(screen.getByText('banner skeleton')).toBeInTheDocument();
      expect(screen.getByText('games skeleton')).toBeInTheDocument();
      expect(log).toEqual([]);
      // One timer task: the first section alone (its chunk resolves, the next waits for its content).
      await act(() => vi.advanceTimersToNextTimerAsync());
      expect(screen.getByText('banner')).toBeInTheDocument();
      expect(screen.getByText('marquee skeleton')).toBeInTheDocument();
      expect(log).toEqual(['banner']);
      await act(() => vi.advanceTimersToNextTimerAsync());
      expect(screen.getByText('marquee')).toBeInTheDocument();
      expect(screen.getByText('games skeleton')).toBeInTheDocument();
      await act(() => vi.advanceTimersToNextTimerAsync());
      expect(screen.getByText('games')).toBeInTheDocument();
      expect(log.filter((n, i) => log.indexOf(n) === i)).toEqual(['banner', 'marquee', 'games']);
    } finally {
      vi.useRealTimers();
    }
  });
});
