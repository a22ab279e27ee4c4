/**
 * The answers the prerendered shell asked for before the app's JavaScript arrived, handed to the
 * app (app/shell/shell-boot.ts starts them). The first screen's data (settings, home's banner
 * list) then costs one request, started as soon as the HTML is parsed instead of after the
 * JavaScript has downloaded and run: on slow 4G that is the difference between the first banner at
 * about 1.5 s and at 4 s.
 *
 * The client (client.ts) takes an answer once, for the same GET URL, and reads it as its own
 * fetch (server time, envelope, errors), so the query cache (`useLoad`) and the
 * settings store are seeded with it through their usual loads, with nothing of their own changed.
 */

/** Where the shell leaves its answers on `window` (a name no library uses). */
export const EARLY_GLOBAL = '__mEarlyStart';

/** The banner slot of the prerendered shell, where the shell draws the first banner itself. */
export const EARLY_BANNER_SLOT = '#root > [data-prerendered] .ui-skeleton-banner .ui-skeleton-banner__art';

export interface EarlyBanner {
  src: string;
  alt: string;
  /** The banner group it is the first of: a carousel of another group does not show it. */
  group: string;
}

export interface EarlyStart {
  /** Running fetches by URL, the query sorted, taken once by the client. */
  answers: Record<string, Promise<Response> | undefined>;
  /** The first banner the shell drew, so the app draws the same image in the same place until the carousel takes over. */
  banner: EarlyBanner | null;
  /** The first image of a route's list the shell drew into its prerendered first screen (the promotion list's), so the app keeps it there. */
  listImage: string | null;
  /** Settles once the first screen's largest image the shell draws (home's or the game list's first banner, the promotion list's first image) is in, loaded or failed, at once where it draws none: the app's JavaScript starts then. */
  painted: Promise<void>;
}

/**
 * How long the app's JavaScript waits at most for the first screen's largest image: the answers
 * and the image take under a second on slow 4G; a backend slower than that does not hold
 * the app back longer.
 */
export const EARLY_PAINT_WAIT_MS = 1500;

/**
 * A tap on the first screen's picture (its controls are inert until the app draws its own) is
 * replayed on the app's control at the same place (shell-boot.ts) if it is at most this old when
 * the app has drawn it: the app takes over within a second or two on a slow phone; later, the
 * person has moved on, and a tap that lands by itself would surprise them.
 */
export const EARLY_TAP_MAX_AGE_MS = 5000;

const earlyStart = (): EarlyStart | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as Record<string, EarlyStart | undefined>)[EARLY_GLOBAL];

/**
 * The shell's running fetch of `url`, once (a later load of the same URL asks the network). The
 * query's order does not matter: the shell sorts it, so the key is sorted here too.
 */
export function takeEarlyAnswer(url: URL): Promise<Response> | undefined {
  const early = earlyStart();
  const u = new URL(url);
  u.searchParams.sort();
  const answer = early?.answers[u.href];
  if (answer) delete early!.answers[u.href];
  return answer;
}

/** The first banner the shell drew (of `group`, when given), if it drew one; the carousel clears it once it holds the banner. */
export const earlyBanner = (group?: string): EarlyBanner | null => {
  const banner = earlyStart()?.banner ?? null;
  return banner && (group === undefined || banner.group === group) ? banner : null;
};
export const forgetEarlyBanner = (): void => void (earlyStart()?.banner && (earlyStart()!.banner = null));

/** The first image of the route's list the shell drew, if it drew one (see `EarlyStart.listImage`). */
export const earlyListImage = (): string | null => earlyStart()?.listImage ?? null;
