import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StoryProviders } from '../../test/story-providers';
import { control, useWorld } from '../../test/server';
import { SliderCheck } from './slider-check';

/** The slider bot check against the simulator's human-check endpoints. */
describe('SliderCheck', () => {
  it('keeps its challenge when the parent re-renders with a new onCancel, so a correct slide passes', async () => {
    const worldId = useWorld();
    const onPassed = vi.fn();
    const { rerender } = render(<SliderCheck open onPassed={onPassed} onCancel={() => undefined} />, { wrapper: StoryProviders });
    const hint = await screen.findByText(/^Move the slider to \d+/);
    const target = /to (\d+)/.exec(hint.textContent ?? '')?.[1] ?? '';

    // A form re-renders on every keystroke and toast: the inline onCancel is a new function each time.
    rerender(<SliderCheck open onPassed={onPassed} onCancel={() => undefined} />);
    rerender(<SliderCheck open onPassed={onPassed} onCancel={() => undefined} />);

    fireEvent.change(screen.getByRole('slider', { name: 'Slider position' }), { target: { value: target } });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onPassed).toHaveBeenCalledWith(expect.any(String)));
    expect(screen.queryByRole('alert')).toBeNull();
    const challenges = await control.journal(worldId, 'humanCheck.challenge');
    expect(challenges).toHaveLength(1);
  });

  it('says so on a miss and loads a new challenge', async () => {
    const worldId = useWorld();
    const onPassed = vi.fn();
    render(<SliderCheck open onPassed={onPassed} onCancel={() => undefined} />, { wrapper: StoryProviders });
    const hint = await screen.findByText(/^Move the slider to \d+/);
    const target = Number(/to (\d+)/.exec(hint.textContent ?? '')?.[1]);
    fireEvent.change(screen.getByRole('slider', { name: 'Slider position' }), { target: { value: String((target + 50) % 100) } });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await screen.findByText(/^Move the slider to \d+/);
    expect(onPassed).not.toHaveBeenCalled();
    await waitFor(async () => expect(await control.journal(worldId, 'humanCheck.challenge')).toHaveLength(2));
  });
});
