import { childSchema, isKeyedCollection } from './keyed';

/** JSON values as the control API carries them. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Deep merge used by overrides and PATCH: objects merge key by key, arrays and scalars replace.
 * Returns a new object; neither input is changed. Existing keys keep their order, which keeps
 * serialised responses byte-stable. With the target's `schema` (keyed.ts), `null` deletes an entry
 * of a keyed collection and empties a collection given as a whole.
 */
export function deepMerge<T>(target: T, patch: unknown, schema?: object): T {
  if (!isPlainObject(target) || !isPlainObject(patch)) return clone(patch) as T;
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const child = childSchema(schema, key);
    if (value === null && isKeyedCollection(schema)) {
      delete out[key];
      continue;
    }
    if (value === null && isKeyedCollection(child)) {
      out[key] = {};
      continue;
    }
    out[key] = isPlainObject(out[key]) && isPlainObject(value) ? deepMerge(out[key], value, child) : clone(value);
  }
  return out as T;
}

/** Structured copy of a JSON value (structuredClone would keep non-JSON values). */
export const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
