export type Bundle = Record<string, unknown>;

const isBundle = (v: unknown): v is Bundle => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Texts merged key by key at every level (the forms' part adds to the shared `errors`), as addResourceBundle's `deep` does. */
export const mergeTexts = (base: Bundle, parts: Bundle[]): Bundle =>
  parts.reduce<Bundle>(
    (into, part) => {
      for (const [k, v] of Object.entries(part)) {
        const had = into[k];
        into[k] = isBundle(had) && isBundle(v) ? mergeTexts(had, [v]) : v;
      }
      return into;
    },
    { ...base },
  );
