import { readRemembered, saveRemembered } from '../../shared/remembered-login';

/**
 * The login form's remembered password (A-034, src/shared/remembered-login.ts) as the change-password
 * screen needs it: held for this user, it replaces the old-password field; after a change
 * it follows the new password. Nothing is saved when nothing was.
 */
export function rememberedPassword(userName: string): string | null {
  const r = readRemembered('username');
  return r && r.username === userName && r.password ? r.password : null;
}

export function updateRememberedPassword(userName: string, password: string): void {
  const r = readRemembered('username');
  if (r && r.username === userName) saveRemembered(true, { ...r, password });
}
