import { describe, expect, it } from 'vitest';
import { HOME_PATHS, POPUP_ROUTE_IDS, ROUTE_IDS, routes } from '../shared/paths';
import { AREA_MODULES, AREA_ROUTES } from './area-routes';

describe('the areas’ routes table', () => {
  it('serves every route but home and the popups, each from one row (an id left out would quietly show home)', () => {
    const served = AREA_ROUTES.flatMap((row) => row.ids);
    const expected = ROUTE_IDS.filter((id) => !HOME_PATHS.includes(routes[id].path) && !POPUP_ROUTE_IDS.includes(id));
    expect([...served].sort()).toEqual([...expected].sort());
  });

  it('names a screen module of the build for every row, and every screen module has a row', () => {
    const files = Object.keys(AREA_MODULES);
    expect(AREA_ROUTES.map((row) => row.module).filter((module) => !files.includes(module))).toEqual([]);
    expect(files.filter((file) => !AREA_ROUTES.some((row) => row.module === file))).toEqual([]);
  });

  it('loads each row’s screen: the module exports the screen the row picks', async () => {
    for (const row of AREA_ROUTES) {
      const module = await AREA_MODULES[row.module]!();
      expect(typeof module[row.pick ?? 'default'], `${row.module} ${row.pick ?? 'default'}`).toBe('function');
    }
  });
});
