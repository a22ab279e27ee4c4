import { childSchema, isKeyedCollection } from './keyed';

/** JSON values as the control API carries them. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keys a patch may never write: they would reach or replace a prototype. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Deep merge used by overrides and PATCH: objects merge key by key, arrays and scalars replace.
 * Returns a new object; neither input is changed. Existing keys keep their order, which keeps
 * serialised responses byte-stable. The result's objects are null-prototype records. With the
 * target's `schema` (keyed.ts), `null` deletes an entry of a keyed collection and empties a
 * collection given as a whole.
 */
export function deepMerge<T>(target: T, patch: unknown, schema?: object): T {
  if (!isPlainObject(target) || !isPlainObject(patch)) return nullProto(clone(patch)) as T;
  const out: Record<string, unknown> = Object.assign(Object.create(null) as Record<string, unknown>, target);
  for (const [key, value] of Object.entries(patch)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    const child = childSchema(schema, key);
    if (value === null && isKeyedCollection(schema)) {
      delete out[key];
      continue;
    }
    if (value === null && isKeyedCollection(child)) {
      out[key] = Object.create(null);
      continue;
    }
    const current = Object.hasOwn(out, key) ? out[key] : undefined;
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value, child) : nullProto(clone(value));
  }
  return out as T;
}

/** Structured copy of a JSON value (structuredClone would keep non-JSON values). */
export const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/**
 * THE prototype-safety mechanism of the world state: every object of the
 * value becomes a null-prototype record, so a client-supplied key (`constructor`, `__proto__`,
 * `toString`...) looked up in any record of the state finds nothing instead of an
 * Object.prototype member. Arrays are kept (their objects converted); key order is kept, so
 * serialised answers stay byte-identical. World applies it after every seed, scenario, override
 * and PATCH (World.adopt), so a new state key is covered without doing anything. A frozen object
 * is left as it is: only the catalogue is frozen, and it is made of null-prototype objects.
 */
export function nullProto<T>(value: T): T {
  // Frozen values are the shared game catalogue (games/game-catalogue.ts), null-prototype when frozen.
  if (typeof value === 'object' && value !== null && Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = nullProto(value[i]);
    return value;
  }
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = Object.getPrototypeOf(value) === null ? value : Object.create(null);
  for (const key of Object.keys(value)) out[key] = nullProto(value[key]);
  return out as T;
}
