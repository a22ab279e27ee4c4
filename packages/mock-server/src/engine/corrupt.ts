/**
 * A `corrupt` fault (faults.ts): the real answer with ONE schema-breaking change, as a drifted
 * backend would send it, so `pnpm contract:check` has something to find. Deterministic: the
 * first leaf in key order changes type (string -> number, number -> string, boolean -> string,
 * null -> number); an empty object or array, or a bare scalar, becomes a string.
 */
export function corruptValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? 'corrupted' : [corruptValue(value[0]), ...value.slice(1)];
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value);
    if (keys.length === 0) return 'corrupted';
    const first = keys[0]!;
    return { ...value, [first]: corruptValue((value as Record<string, unknown>)[first]) };
  }
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return 404;
}
