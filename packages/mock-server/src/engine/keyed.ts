/**
 * Schema walking for PATCH and overrides ("null deletes a key"): which parts of the
 * world state are keyed collections (TypeBox `Type.Record`: users, sessions, lotteries,
 * affiliateCodes...). In a patch, `null` as the value of an ENTRY of a keyed collection deletes
 * that entry, and `null` as the value of the collection itself empties it; on a fixed field
 * (captcha, clubLabel, lockedUntil) `null` is a value as before.
 */

/** The part of a JSON schema deepMerge reads (TypeBox objects, records and unions). */
export interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  patternProperties?: Record<string, SchemaNode>;
  anyOf?: SchemaNode[];
}

const objectMember = (raw: unknown): SchemaNode | undefined => {
  const schema = raw as SchemaNode;
  return schema.properties || schema.patternProperties ? schema : schema.anyOf?.find((m) => m.properties || m.patternProperties);
};

/** True for a `Type.Record` (or a union holding one). */
export const isKeyedCollection = (schema: unknown): boolean => !!schema && !!objectMember(schema)?.patternProperties;

/** The schema of `key` inside an object or record schema; undefined when unknown. */
export function childSchema(schema: unknown, key: string): SchemaNode | undefined {
  const node = schema ? objectMember(schema) : undefined;
  if (!node) return undefined;
  if (node.properties && Object.hasOwn(node.properties, key)) return node.properties[key];
  const patterns = node.patternProperties ? Object.values(node.patternProperties) : [];
  return patterns[0];
}
