/**
 * Heap of live worlds as the engine holds them (bench/peers.ts): run with --expose-gc.
 * Makes an engine with its default world, then N more (as POST /__sim/worlds does) and one game
 * list answer from each; prints { one, hundred } = heapUsed in MB after a full GC, before and after.
 */
import { api } from '@m/contracts';
import { createEngine } from '../src/engine/assembly/engine';
import { BENCH_TARGET } from './target';

const n = Number(process.argv[2] ?? 100);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
const query = Object.fromEntries(new URLSearchParams(BENCH_TARGET.query));
const list = (worldId: string) =>
  engine.handle({ endpoint: api.games.list, worldId, method: 'GET', path: api.games.list.path, query, sentQuery: query });

const engine = createEngine();
await list('default');
const one = heapMb();
const worlds: string[] = [];
for (let i = 0; i < n; i++) worlds.push(engine.createWorld({ id: `bench-${i}`, clock: { mode: 'frozen' } }));
for (const id of worlds) await list(id);
const hundred = heapMb();
if (engine.worldIds().length !== n + 1) throw new Error('worlds were evicted');
process.stdout.write(`${JSON.stringify({ one, hundred })}\n`);
