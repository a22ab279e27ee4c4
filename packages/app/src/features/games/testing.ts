// Helpers for tests and stories outside the feature. Not in index.ts: they carry stores, which would
// land in the entry chunk; runtime code may not import this file (eslint.config.js).
export { getBanners } from './api';
export { bannersKey } from './banners';
