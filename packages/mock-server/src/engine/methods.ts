import { endpointList, type Endpoint } from '@m/contracts';

/**
 * The methods the contract serves at a path, for a request whose method has no endpoint there:
 * HTTP's answer is 405 with `Allow` listing them, not 404 (the path exists). Built once from the
 * endpoint table: literal paths in a Map, paths with `:name` segments as patterns.
 */
interface PathIndex {
  literal: Map<string, string[]>;
  patterns: Array<{ re: RegExp; methods: string[] }>;
}

const indexes = new WeakMap<readonly Endpoint[], PathIndex>();

function indexOf(endpoints: readonly Endpoint[]): PathIndex {
  let index = indexes.get(endpoints);
  if (index) return index;
  index = { literal: new Map(), patterns: [] };
  const byPattern = new Map<string, string[]>();
  for (const e of endpoints) {
    if (!e.path.includes(':')) {
      const methods = index.literal.get(e.path) ?? [];
      if (!methods.includes(e.method)) methods.push(e.method);
      index.literal.set(e.path, methods);
      continue;
    }
    const methods = byPattern.get(e.path) ?? [];
    if (!methods.includes(e.method)) methods.push(e.method);
    byPattern.set(e.path, methods);
  }
  for (const [path, methods] of byPattern) {
    const source = path
      .split('/')
      .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    index.patterns.push({ re: new RegExp(`^${source}$`), methods });
  }
  indexes.set(endpoints, index);
  return index;
}

/** The contract's methods at `path` (in table order), or null when the contract has no such path. */
export function methodsAt(path: string, endpoints: readonly Endpoint[] = endpointList): readonly string[] | null {
  const index = indexOf(endpoints);
  const literal = index.literal.get(path);
  if (literal) return literal;
  for (const p of index.patterns) if (p.re.test(path)) return p.methods;
  return null;
}
