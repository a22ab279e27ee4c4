import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/assembly/engine';
import { createControlClient, routeUrl } from './client';
import { CONTROL_PREFIX, controlRoutes, routeIds, routeLines } from './contract';
import { handleControl } from './router';
import { readRepoFile } from '../testing/repo-root';

/** The route table is the one source of the control API's paths, client and docs. */

describe('control route table', () => {
  it('docs/control-api.md lists exactly the routes of the table, in its order', () => {
    const doc = readRepoFile('docs/control-api.md');
    const section = doc.slice(doc.indexOf('## Routes'), doc.indexOf('## Clock'));
    const documented = [...section.matchAll(/^\| `(GET|POST|PATCH|DELETE) ([^`]+)` \|/gm)].map(
      ([, method, path]) => `${method} ${path!.replace(/\[[^\]]*\]/g, '')}`,
    );
    expect(documented).toEqual(routeLines());
  });

  it('the client has a method named by every route id, and builds its path from the table', () => {
    const client = createControlClient('http://sim.test');
    for (const id of routeIds) expect(typeof client[id], id).toBe('function');
    expect(routeUrl('journal', { id: 'a b/c' }, { endpoint: 'system.status' })).toBe(
      `${CONTROL_PREFIX}/worlds/a%20b%2Fc/journal?endpoint=system.status`,
    );
    expect(routeUrl('importWorld', undefined, { id: undefined })).toBe(`${CONTROL_PREFIX}/import`);
  });

  it('every GET answer of a world holds its response schema', () => {
    const engine = createEngine();
    engine.world('default').openSession('player01');
    for (const id of routeIds.filter((r) => controlRoutes[r].method === 'GET')) {
      const res = handleControl(engine, { method: 'GET', path: routeUrl(id, { id: 'default' }), query: {}, body: undefined });
      expect(res.status, id).toBe(200);
      const first = Value.Errors(controlRoutes[id].response, res.body).First();
      expect(first, `${id}${first?.path}: ${first?.message}`).toBeUndefined();
    }
  });
});
