import { SIM_WORLD_COOKIE } from '@m/contracts';

/** docs/conventions.md "Fixed interfaces", worlds from the browser: ?sim-world=ID sets the cookie (path=/) and reloads without the param. */
export function applySimWorldParam(loc: Location = window.location): boolean {
  const url = new URL(loc.href);
  const id = url.searchParams.get(SIM_WORLD_COOKIE);
  if (!id) return false;
  document.cookie = `${SIM_WORLD_COOKIE}=${encodeURIComponent(id)}; path=/; SameSite=Lax`;
  url.searchParams.delete(SIM_WORLD_COOKIE);
  loc.replace(url.toString());
  return true;
}

/** The world this browser talks to: the sim-world cookie, else the simulator's default world. */
export function currentWorldId(): string {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${SIM_WORLD_COOKIE}=`));
  return hit ? decodeURIComponent(hit.slice(SIM_WORLD_COOKIE.length + 1)) : 'default';
}

/** ?scenario=NAME is applied once, on first load: the param is removed so a reload keeps the world as it is. */
export function takeScenarioParam(): string | null {
  const url = new URL(window.location.href);
  const name = url.searchParams.get('scenario');
  if (!name) return null;
  url.searchParams.delete('scenario');
  window.history.replaceState(window.history.state, '', url.toString());
  return name;
}
