import { composeStories } from '@storybook/react-vite';
import { configure, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWorld } from '../../test/server';
import * as popups from './member-menu.stories';

// Screens load settings, rules and the popup chunk: give them time on a busy machine (the suite runs in parallel).
configure({ asyncUtilTimeout: 5_000 });

/** The member-menu story renders on its own simulator world, runs its play and shows its state. */
const stories = composeStories(popups);

const expectations: Record<keyof typeof stories, () => Promise<unknown>> = {
  MemberSideMenu: () => screen.findByRole('button', { name: 'Log out' }),
};

describe('member menu stories', () => {
  it.each(Object.entries(stories))('%s', async (name, Story) => {
    const worldId = useWorld((Story.parameters as { simScenario?: string }).simScenario);
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container, id: worldId });
    await expect(expectations[name as keyof typeof stories]()).resolves.toBeTruthy();
  });
});
