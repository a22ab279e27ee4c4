// The public entry of this feature: the only module that code outside the feature imports statically.
// Keep it free of side effects (no stores, no CSS): app/'s entry chunk imports it, and everything it
// re-exports is bundled there. Lazy pages have their own doors (*.lazy.ts).
export { PROMO_FIRST_IMAGE_SLOT, PROMO_IMAGE_CLASS } from './first-image-slot';
