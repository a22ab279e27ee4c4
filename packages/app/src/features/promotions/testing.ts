// Helpers for tests and stories outside the feature. Not in index.ts: runtime code may not import
// this file (eslint.config.js).
export { PromoListSkeleton } from './components/promo-list-skeleton';
