import type { AvatarValue, MemberInfo } from '@m/contracts';
import { peekQuery, refreshQuery, setQuery, useLoad, type LoadKey } from '../api/query-cache';
import { useSessionStore } from '../stores/session-store';
import { getAvatar } from './get-avatar';
import { getMemberInfo } from './get-member-info';

/**
 * Member info and avatar of the session in the loader's cache, one key each per
 * session token, shared by every screen that shows who is logged in (side menu, member bar, the
 * support menu's chat rule). Kept for the session; quiet: a failed load keeps the last answer
 * (`keepLast`). A new token is a new key, so no one sees the previous member's data.
 */
const infoKey = (token: string): LoadKey => ['auth.memberInfo', token];
const avatarKey = (token: string): LoadKey => ['auth.avatar', token];
const token = () => useSessionStore.getState().session?.token;
const loadInfo = () => getMemberInfo();

function useSessionLoad<T>(key: (token: string) => LoadKey, load: () => Promise<T>): T | null {
  const t = useSessionStore((s) => s.session?.token ?? null);
  return useLoad(t === null ? null : key(t), load, { keep: true, keepLast: true }).data;
}

/** Member info of the session; null for a guest and until it answers. */
export const useMemberInfo = (): MemberInfo | null => useSessionLoad(infoKey, loadInfo);

/** The avatar of the session; null for a guest and until it answers. */
export const useAvatar = (): AvatarValue | null => useSessionLoad(avatarKey, getAvatar);

/** Member info of the session as kept (tests; code outside React). */
export const peekMemberInfo = (): MemberInfo | undefined => {
  const t = token();
  return t ? peekQuery<MemberInfo>(JSON.stringify(infoKey(t))) : undefined;
};

/**
 * Loads member info and avatar of the session again and shows them wherever they are shown: a
 * session's start waits for it. Quiet: a failure keeps the last values; a dead token is
 * the client's (logged.out clears the session).
 */
export async function refreshMemberInfo(): Promise<void> {
  const t = token();
  if (!t) return;
  await Promise.allSettled([refreshQuery(infoKey(t), loadInfo), refreshQuery(avatarKey(t), getAvatar)]);
}

/** The member info the server answered after a change (a new nickname), shown wherever it is shown. */
export function updateMemberInfo(change: (info: MemberInfo) => MemberInfo): void {
  const t = token();
  const info = peekMemberInfo();
  if (t && info) setQuery(infoKey(t), change(info));
}

/** The avatar the server answered after a change, shown wherever it is shown. */
export function setAvatarValue(avatar: AvatarValue): void {
  const t = token();
  if (t) setQuery(avatarKey(t), avatar);
}
