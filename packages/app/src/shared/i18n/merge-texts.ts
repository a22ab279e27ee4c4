export type Bundle = Record<string, unknown>;

const isBundle = (v: unknown): v is Bundle => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Texts merged key by key at every level (the forms' part adds to the shared `errors`), as
 * addResourceBundle's `deep` does, into new objects at every level: i18next later merges a lazily
 * loaded part into its store in place, and the text modules' own objects must stay as written.
 */
export const mergeTexts = (base: Bundle, parts: Bundle[]): Bundle =>
  [base, ...parts].reduce<Bundle>((into, part) => {
    for (const [k, v] of Object.entries(part)) {
      const had = into[k];
      into[k] = isBundle(v) ? mergeTexts(isBundle(had) ? had : {}, [v]) : v;
    }
    return into;
  }, {});
