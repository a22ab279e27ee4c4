import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { create } from 'zustand';

/**
 * The login popup over the page the visitor is on (G-074, A§6 "most member actions prompt a
 * login instead"; docs/decisions/account.md "G-074, A-003 The login popup"). A guest's
 * member action (favourite, launch, the fav and recent tabs, member centre and deposit in the
 * footer, a lottery favourite, a promotion's go button, the notice list) opens the login popup
 * where they are: the address stays, the page stays mounted underneath with its tab and filters,
 * and after the login they are back on it, now logged in. /m/login typed or linked is still its
 * own route: the popup over home.
 *
 * `over` is the history entry (location.key) the popup was opened on: any navigation (the popup's
 * own register and forgot-password links, Back) leaves that entry, so the popup goes with it.
 */
interface LoginPromptState {
  over: string | null;
}

export const useLoginPromptStore = create<LoginPromptState>()(() => ({ over: null }));

/** Opens the login popup over the history entry `locationKey`. */
export const openLoginOver = (locationKey: string): void => useLoginPromptStore.setState({ over: locationKey });
export const closeLoginPrompt = (): void => useLoginPromptStore.setState({ over: null });

/** For a component: opens the login popup over the current page. */
export function useOpenLogin(): () => void {
  const { key } = useLocation();
  return useCallback(() => openLoginOver(key), [key]);
}
