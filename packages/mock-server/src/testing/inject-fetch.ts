import type { FetchLike } from '../control/client';
import type { buildApp } from '../http/server';

/** A fetch over `app.inject` for the typed control client in tests: no port is opened. */
export function injectFetch(app: ReturnType<typeof buildApp>): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: init?.headers as Record<string, string>,
      payload: init?.body as string | undefined,
    });
    return new Response(res.body === '' ? null : res.body, { status: res.statusCode });
  };
}
