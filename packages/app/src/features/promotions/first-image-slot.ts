/**
 * Where the promotion list's first image goes in /m/activity's prerendered first screen, within
 * that screen: the first card of the list's skeleton (components/promo-list-skeleton.tsx). The shell draws the image there
 * before the JavaScript (app/shell/shell-boot.ts): it is the page's largest paint. A module of its
 * own, with no import, so the shell's build reads it without the feature's code.
 */
export const PROMO_FIRST_IMAGE_SLOT = '.promo-skeleton .promo-image';

/** The class of the image drawn there (promotions.css), the same box as a card's own image. */
export const PROMO_IMAGE_CLASS = 'promo-image';
