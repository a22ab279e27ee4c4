import type { AvatarValue, MemberInfo } from '@m/contracts';
import { create } from 'zustand';
import { useSessionStore } from './session-store';

/**
 * Member info and avatar of the logged-in user, shared by every feature that
 * shows who is logged in (side menu, member bar, support menu's chat rule). Filled by the
 * account feature's session code; cleared whenever the session goes (logout, logged.out).
 */
interface MemberState {
  info: MemberInfo | null;
  avatar: AvatarValue | null;
  setInfo: (info: MemberInfo | null) => void;
  setAvatar: (avatar: AvatarValue | null) => void;
}

export const useMemberStore = create<MemberState>()((set) => ({
  info: null,
  avatar: null,
  setInfo: (info) => set({ info }),
  setAvatar: (avatar) => set({ avatar }),
}));

// logout clears member info with the token, whichever path ended the session; so does a
// session that replaces another (a token in the URL): no one sees the previous member's data.
useSessionStore.subscribe((s, prev) => {
  if (prev.session && prev.session.token !== s.session?.token) useMemberStore.setState({ info: null, avatar: null });
});
