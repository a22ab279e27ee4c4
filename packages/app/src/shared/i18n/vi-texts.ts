import type { Bundle } from './merge-texts';
import shared from './locales/vi.json';
import forms from './locales/forms/vi.json';

// Every VI text in one module, so the language loads as one chunk (i18n.ts changeLanguage), not one per file.
const features = import.meta.glob<Bundle>('../../features/*/locales/vi.json', { eager: true, import: 'default' });

/** The shared texts, then the parts merged into them (the forms', each feature's). */
export default [shared, forms, ...Object.values(features)] as [Bundle, ...Bundle[]];
