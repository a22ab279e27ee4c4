import type { HTMLAttributes } from 'react';

/** The attribute the build marks a route's prerendered first screen with; its value is the route's path. */
export const FIRST_SCREEN_ATTR = 'data-first-screen';

/** The path the page was loaded at. */
export const firstPath = globalThis.location?.pathname;

/**
 * The first screen the HTML drew for this path (already in the visitor's language), kept when
 * the app renders over it: the app draws the same markup while it waits for its first answers and
 * for the route's code (app-shell.tsx, routes.tsx), so nothing flashes or moves between the HTML
 * and the route. None on home (its own shell) and wherever the HTML drew none.
 */
export const prerendered: Element | null | undefined = globalThis.document?.querySelector(`#root>[${FIRST_SCREEN_ATTR}="${firstPath}"]`);

/** An element of the HTML's first screen drawn again by React: the same markup, so the same boxes. */
export const DrawnAgain = ({ from, ...props }: { from: Element } & HTMLAttributes<HTMLDivElement>) => (
  <div {...props} dangerouslySetInnerHTML={{ __html: from.innerHTML }} />
);
