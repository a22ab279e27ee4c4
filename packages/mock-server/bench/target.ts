import { api } from '@m/contracts';

/**
 * What `pnpm bench:sim` serves from every server: the game list, page 1 of 25 RNG
 * games, read from the contract table (never a path written here).
 */
export const BENCH_TARGET = {
  path: api.games.list.path,
  query: '?gameType=RNG&pageNo=1&pageSize=25',
  what: 'the game list: 25 RNG games, page 1',
};
