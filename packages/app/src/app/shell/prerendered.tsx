/** The attribute the build marks a route's prerendered first screen with; its value is the route's path. */
export const FIRST_SCREEN_ATTR = 'data-first-screen';

/**
 * What marks a picture of the page in #root: the HTML's first screen and the app's copies of it,
 * inert until the route draws its own controls. A tap on a picture is replayed on the control
 * drawn in its place once no picture is left (shell-boot.ts).
 */
export const PICTURE_ATTR = 'data-picture';

/**
 * The first screen the route's own HTML drew (already in the visitor's language; none in home's
 * HTML), kept when the app renders over it: the app draws the same markup again while it waits
 * for its first answers and for the route's code (app-shell.tsx, routes.tsx), so nothing flashes
 * or moves between the HTML and the route. Read once, before the app renders over #root.
 */
export const firstScreen = globalThis.document?.querySelector(`#root>[${FIRST_SCREEN_ATTR}]`);
