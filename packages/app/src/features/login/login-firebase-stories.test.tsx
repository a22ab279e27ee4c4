import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetMemberStore } from '../../shared/stores/member-store';
import { useSessionStore } from '../../shared/stores/session-store';
import { engine, useWorld } from '../../test/server';
import * as stories from './login-firebase.stories';

afterEach(() => {
  resetMemberStore();
});

/** Every FIREBASE login story renders on its own world (scenario firebase-identity), plays, and shows its state. */
const composed = composeStories(stories);
let worldId = '';

const expectations: Record<keyof typeof composed, () => Promise<unknown>> = {
  CodeSent: async () => {
    expect(screen.getByRole('button', { name: /You can request a new code in \d+ seconds/ })).toBeDisabled();
    expect(engine.world(worldId).journal.list('sms.send')).toHaveLength(0);
    return expect(engine.world(worldId).journal.list('identity.sendCode').map((e) => e.code)).toEqual(['OK']);
  },
  SignedIn: async () => {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull());
    return expect(useSessionStore.getState().session?.userName).toBe('player01');
  },
  WrongCode: async () => {
    const d = await screen.findByRole('dialog', { name: 'Login' });
    expect(await within(d).findByText('Verification code error')).toBeInTheDocument();
    return expect(engine.world(worldId).journal.list('auth.login')).toHaveLength(0);
  },
};

describe('login popup stories with FIREBASE on', () => {
  it.each(Object.entries(composed))('%s', async (name, Story) => {
    worldId = useWorld((Story.parameters as { simScenario?: string }).simScenario);
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container, id: worldId });
    await expect(expectations[name as keyof typeof composed]()).resolves.not.toBe(false);
  });
});
