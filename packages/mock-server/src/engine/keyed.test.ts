import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { childSchema, isKeyedCollection } from './keyed';
import { deepMerge } from './merge';

// `null` in a PATCH deletes an entry of a keyed collection (deepMerge with the schema).
const Schema = Type.Object({
  users: Type.Record(Type.String(), Type.Object({ name: Type.String(), label: Type.Union([Type.String(), Type.Null()]) })),
  captcha: Type.Union([Type.Object({ text: Type.String() }), Type.Null()]),
  nested: Type.Object({ codes: Type.Record(Type.String(), Type.String()) }),
});
const state = {
  users: { a: { name: 'A', label: 'x' }, b: { name: 'B', label: null } },
  captcha: { text: 'T' },
  nested: { codes: { C1: 'a', C2: 'b' } },
};

describe('deepMerge with a schema', () => {
  it('deletes record entries, empties a record given whole, keeps null on fixed fields', () => {
    const out = deepMerge(state, { users: { a: null, b: { label: null } }, captcha: null, nested: { codes: null } }, Schema);
    expect(out).toEqual({ users: { b: { name: 'B', label: null } }, captcha: null, nested: { codes: {} } });
    // Inputs are untouched.
    expect(state.users.a).toEqual({ name: 'A', label: 'x' });
  });

  it('without a schema, null is a value as before; __proto__ is still ignored', () => {
    expect(deepMerge(state, { users: { a: null } })).toEqual({ ...state, users: { a: null, b: state.users.b } });
    const out = deepMerge(state, JSON.parse('{"users":{"__proto__":null}}'), Schema);
    expect(Object.keys(out.users)).toEqual(['a', 'b']);
  });

  it('walks objects, records and unions', () => {
    expect(isKeyedCollection(Schema.properties.users)).toBe(true);
    expect(isKeyedCollection(Schema)).toBe(false);
    expect(childSchema(Schema, 'users')).toBe(Schema.properties.users);
    // Any key of a record has the entry schema; a union's object member is walked.
    expect(childSchema(childSchema(Schema, 'users'), 'anyone')).toEqual(
      Type.Object({ name: Type.String(), label: Type.Union([Type.String(), Type.Null()]) }),
    );
    expect(childSchema(childSchema(Schema, 'captcha'), 'text')).toEqual(Type.String());
    expect(childSchema(Schema, 'nope')).toBeUndefined();
  });
});
