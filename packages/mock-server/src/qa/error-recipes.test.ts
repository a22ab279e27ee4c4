import { domainErrorPairs, ERROR_CODES, GENERIC_ERROR_CODES, isErrorCode } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { handleControl } from '../control/router';
import { createEngine } from '../engine/assembly/engine';
import { readRepoFile } from '../testing/repo-root';
import { ERROR_TABLE_END, ERROR_TABLE_START, renderErrorTable, withErrorTable } from './error-recipes-doc';
import { runRecipe } from './error-recipes-run';
import { ERROR_RECIPES, isControlStep } from './error-recipes';

/**
 * Every domain error of the contract is producible by the simulator's rules (docs/qa-guide.md
 * "Every domain error, produced"): the recipe table covers exactly the domain pairs of
 * docs/openapi.json, each recipe answers its code on a fresh world with no fault installed, and
 * the guide's table is the one the recipes render.
 */

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        responses: Record<
          string,
          { content?: Record<string, { schema: { allOf?: Array<{ properties?: { code?: { enum?: string[] } } }> } }> }
        >;
      }
    >
  >;
}

/** (endpoint, code, status) of every listed error of the OpenAPI document, generic classes included. */
function listedPairs(): Array<{ endpoint: string; code: string; status: number }> {
  const doc = JSON.parse(readRepoFile('docs/openapi.json')) as OpenApiDoc;
  return Object.values(doc.paths).flatMap((ops) =>
    Object.values(ops).flatMap((op) =>
      Object.entries(op.responses)
        .filter(([status]) => /^[45]\d\d$/.test(status))
        .flatMap(([status, res]) =>
          (res.content?.['application/json']?.schema.allOf?.[1]?.properties?.code?.enum ?? []).map((code) => ({
            endpoint: op.operationId,
            code,
            status: Number(status),
          })),
        ),
    ),
  );
}

const key = (p: { endpoint: string; code: string }) => `${p.endpoint} ${p.code}`;
const domainPairs = listedPairs().filter((p) => !(GENERIC_ERROR_CODES as readonly string[]).includes(p.code));

describe('every domain error of the contract has a recipe', () => {
  it('the recipes name exactly the domain (endpoint, code) pairs of docs/openapi.json, once each', () => {
    expect(domainPairs.length).toBeGreaterThan(0);
    const recipes = ERROR_RECIPES.map(key);
    expect(new Set(recipes).size, 'a pair with two recipes').toBe(recipes.length);
    expect([...recipes].sort()).toEqual(domainPairs.map(key).sort());
    // The contract's own list of them (the coverage report's) is the same.
    expect(domainErrorPairs().map(key).sort()).toEqual(domainPairs.map(key).sort());
  });

  it('each pair answers with the HTTP status the OpenAPI document lists for it', () => {
    const status = new Map(domainPairs.map((p) => [key(p), p.status]));
    for (const r of ERROR_RECIPES) expect(isErrorCode(r.code) ? ERROR_CODES[r.code].status : null, key(r)).toBe(status.get(key(r)));
  });

  it('each recipe takes at most three control calls and ends with a request to its own endpoint', () => {
    for (const r of ERROR_RECIPES) {
      expect(r.steps.filter(isControlStep).length, key(r)).toBeLessThanOrEqual(3);
      const last = r.steps.at(-1);
      expect(last && !isControlStep(last) ? last.send : null, key(r)).toBe(r.endpoint);
    }
  });

  it("each screen is a route of the site's route table", () => {
    const paths = readRepoFile('packages/app/src/shared/paths.ts');
    for (const r of ERROR_RECIPES) expect(paths, key(r)).toContain(`path: '${r.screen.split('?')[0]}'`);
  });
});

describe('the simulator answers each domain error by its own rules', () => {
  it.each(ERROR_RECIPES.map((r) => [key(r), r] as const))('%s', async (_, recipe) => {
    const engine = createEngine();
    const answer = await runRecipe(recipe, engine);
    expect({ status: answer.status, code: answer.code }, answer.message).toEqual({
      status: ERROR_CODES[recipe.code].status,
      code: recipe.code,
    });
    // A rule answered, not a fault: none is installed (no recipe scenario carries one).
    expect(handleControl(engine, { method: 'GET', path: '/__sim/worlds/qa-errors/faults', query: {}, body: undefined }).body).toEqual([]);
  });
});

describe('docs/qa-guide.md error table', () => {
  it('is the one the recipes render (run `pnpm --filter @m/mock-server qa:errors` when this fails)', () => {
    const doc = readRepoFile('docs/qa-guide.md');
    expect(doc).toContain(ERROR_TABLE_START);
    expect(doc).toContain(ERROR_TABLE_END);
    expect(doc).toBe(withErrorTable(doc));
  });

  it('has one row per recipe, each naming its endpoint, code and status', () => {
    const rows = renderErrorTable()
      .split('\n')
      .filter((l) => l.startsWith('| `'));
    expect(rows).toHaveLength(ERROR_RECIPES.length);
    for (const [i, r] of ERROR_RECIPES.entries())
      expect(rows[i]).toMatch(new RegExp(`^\\| \`${r.endpoint}\` \\| \`${r.code}\` \\| ${ERROR_CODES[r.code].status} \\|`));
  });
});
