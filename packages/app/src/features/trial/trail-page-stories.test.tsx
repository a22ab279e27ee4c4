import { composeStories } from '@storybook/react-vite';
import { configure, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWorld } from '../../test/server';
import * as popups from './trail-page.stories';

// Screens load settings, rules and the popup chunk: give them time on a busy machine (the suite runs in parallel).
configure({ asyncUtilTimeout: 5_000 });

/** The /m/trail story renders on its own simulator world and shows its state. */
const stories = composeStories(popups);

const expectations: Record<keyof typeof stories, () => Promise<unknown>> = {
  TrailPage: () => screen.findByRole('button', { name: 'Deposit' }),
};

describe('trial page stories', () => {
  it.each(Object.entries(stories))('%s', async (name, Story) => {
    const worldId = useWorld((Story.parameters as { simScenario?: string }).simScenario);
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container, id: worldId });
    await expect(expectations[name as keyof typeof stories]()).resolves.toBeTruthy();
  });
});
