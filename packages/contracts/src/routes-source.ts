import { api } from './api';
import type { RouteMeta } from './endpoint';

/**
 * The text of src/routes/generated.ts: the site's schema-free route table, generated from the
 * endpoint table (src/api), where each endpoint is written once. `pnpm --filter @m/contracts
 * routes` writes it; a test fails when the file is stale.
 */
const META_KEYS = [
  'id',
  'method',
  'path',
  'auth',
  'quiet',
  'encrypted',
  'bodyType',
  'module',
  'bodyLimit',
] as const satisfies ReadonlyArray<keyof RouteMeta>;

const literal = (v: unknown) => (typeof v === 'string' ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : String(v));

export function routesSourceText(): string {
  const areas = Object.entries(api).map(([area, endpoints]) => {
    const rows = Object.entries(endpoints as Record<string, RouteMeta>).map(([name, e]) => {
      const meta = META_KEYS.filter((k) => e[k] !== undefined)
        .map((k) => `${k}: ${literal(e[k])}`)
        .join(', ');
      return `    ${name}: defineRoute<T<'${area}', '${name}'>>({ ${meta} }),`;
    });
    return `  ${area}: {\n${rows.join('\n')}\n  },`;
  });
  return [
    '// GENERATED from src/api by `pnpm --filter @m/contracts routes` (each endpoint is written once, in',
    '// src/api/<area>.ts). Do not edit: a test fails when this file is stale. Schema-free, so the site',
    '// bundle carries no TypeBox: the types come from the endpoint table through `import type`.',
    "import type { Api } from '../api';",
    "import { defineRoute, type Route, type TypesOfRoute } from '../endpoint';",
    '',
    'type T<A extends keyof Api, N extends keyof Api[A]> = TypesOfRoute<Api[A][N]>;',
    '',
    '/** Every call of the backend, by area, without schemas: what the site calls by. */',
    'export const routes = {',
    ...areas,
    '} as const;',
    '',
    'export const routeList: Route[] = Object.values(routes).flatMap((area) => Object.values(area) as Route[]);',
    '',
  ].join('\n');
}
