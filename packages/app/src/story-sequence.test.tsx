import { composeStories } from '@storybook/react-vite';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startFresh } from '../.storybook/story-setup';
import * as GameListScreens from './app/screens/games-game-list.stories';
import * as LotteryScreens from './app/screens/lottery-lobby.stories';
import { translate } from './shared/i18n/i18n';
import { useSessionStore } from './shared/stores/session-store';
import { runStory } from './test/story-harness';

/**
 * A reviewer clicks from story to story in one preview, which never reloads: what one story
 * leaves (a session, storage, a store, a cached answer) must not reach the next. The preview's
 * own loader (startFresh) runs between the two, as Storybook runs it.
 */
const { GameList } = composeStories(GameListScreens);
const { Lottery } = composeStories(LotteryScreens);

describe('stories opened one after another in one preview', () => {
  it('a guest story after a signed-in one shows a guest, not "logged out" over the login popup', async () => {
    const member = await runStory(GameList);
    await member.settle();
    expect(useSessionStore.getState().session?.userName).toBe('player01');
    // Storybook unmounts the story before, then runs the loaders of the next.
    cleanup();
    await startFresh();
    const guest = await runStory(Lottery);
    await guest.settle();
    expect(useSessionStore.getState().session).toBeNull();
    expect(screen.queryByText(translate('logged_out'))).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
