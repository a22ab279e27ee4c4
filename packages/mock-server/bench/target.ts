import { api } from '@m/contracts';

/**
 * What `pnpm bench:sim` serves from every server: a typical list endpoint of the simulator, read
 * from the contract table (never a path written here).
 */
export const BENCH_TARGET = {
  path: api.system.settings.path,
  query: '',
  what: 'the settings of the default world',
};
