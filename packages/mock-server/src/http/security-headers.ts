/**
 * The simulator's security headers, written once for every way it answers (routes, error and
 * not-found handlers, the router's refusals, Node's raw refusals in transport-errors.ts).
 */

/** Every answer: a body is only what its Content-Type says (an error envelope never runs as a script). */
export const NOSNIFF: Readonly<Record<string, string>> = Object.freeze({ 'x-content-type-options': 'nosniff' });

/**
 * An HTML page the simulator serves: the URL (a query with a return address, a provider) stays
 * out of the next page's Referer.
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'referrer-policy': 'no-referrer' });

/**
 * A page nothing frames (the docs, the social consent, which opens a session with one click, the
 * chat and download pages the site opens in a window of their own): no clickjacking. The game
 * page goes without: the site shows a launch in its own iframe (/m/launchGame).
 */
export const NO_FRAMING: Readonly<Record<string, string>> = Object.freeze({
  ...PAGE_HEADERS,
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
});
