import { routeList } from '@m/contracts/routes';

/**
 * Which endpoints each screen of the site has called, for the dev panel's error picker. The
 * recorder sits on `fetch` of the page, so it sees the site's calls under both transports (the HTTP
 * simulator, and MSW whose worker answers below `fetch`) without a line in the production client.
 * A screen is the page's path (`/m/withdraw`; a popup route such as `/m/login` is its own screen);
 * the ids of a screen add up over the page's life, so a screen whose data comes from the cache on a
 * second visit still lists what it called on the first.
 */
export interface ScreenCalls {
  /** The screen shown now: the page's path. */
  screen(): string;
  /** Endpoint ids a screen has called, in the order of their first call. */
  endpoints(screen: string): readonly string[];
  /**
   * Counts a request of the page for `screen` (default: the screen shown now); anything that is
   * not an endpoint of the contract is left out.
   */
  record(method: string, url: string, screen?: string): void;
  /** Called after each recorded call and each change of screen; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Tells the listeners that the screen changed (the page moved without a call). */
  moved(): void;
}

/** Endpoint ids by `METHOD /path` (the contract's paths carry no parameters, so a path names one endpoint). */
const BY_REQUEST = new Map(routeList.map((r) => [`${r.method} ${r.path}`, r.id]));

/** The endpoint id of a request, or null (a control call, an image, a page). */
export function endpointOf(method: string, url: string, base = 'http://localhost/'): string | null {
  let path: string;
  try {
    path = new URL(url, base).pathname;
  } catch {
    return null;
  }
  return BY_REQUEST.get(`${method.toUpperCase()} ${path}`) ?? null;
}

export function createScreenCalls(screen: () => string, base?: () => string): ScreenCalls {
  const byScreen = new Map<string, string[]>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  return {
    screen,
    endpoints: (s) => byScreen.get(s) ?? [],
    record(method, url, s = screen()) {
      const id = endpointOf(method, url, base?.());
      if (!id) return;
      const ids = byScreen.get(s) ?? [];
      if (!ids.includes(id)) byScreen.set(s, [...ids, id]);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    moved: notify,
  };
}

/** The parts of a window the recorder hooks into. */
export interface CallsHost {
  fetch: typeof fetch;
  location: Pick<Location, 'pathname' | 'href'>;
  history: Pick<History, 'pushState' | 'replaceState'>;
  addEventListener(type: 'popstate', listener: () => void): void;
}

/**
 * Wraps the page's `fetch` (a call is recorded for the screen that made it once it has been answered,
 * so the panel's view of the world's faults, read right after, already counts it) and its history (the site's router moves
 * with pushState/replaceState; back and forward fire popstate), dev builds only.
 */
export function installScreenCalls(host: CallsHost = window): ScreenCalls {
  const calls = createScreenCalls(
    () => host.location.pathname,
    () => host.location.href,
  );
  const send = host.fetch.bind(host);
  host.fetch = async (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = input instanceof Request ? input.url : String(input);
    // The screen that made the call, even when the answer arrives after the page moved on.
    const screen = calls.screen();
    try {
      return await send(input, init);
    } finally {
      calls.record(method, url, screen);
    }
  };
  for (const name of ['pushState', 'replaceState'] as const) {
    const move = host.history[name].bind(host.history);
    host.history[name] = (...args: Parameters<History['pushState']>) => {
      move(...args);
      calls.moved();
    };
  }
  host.addEventListener('popstate', calls.moved);
  return calls;
}
