import type { SimEngine } from '../engine/assembly/engine';

/**
 * The seed a /cdn request's art is drawn with: the seed of the world the request names (header,
 * cookie, or the MSW handlers' fixed world) when that world exists, else the default world's. An
 * image request never creates a world of its own. Light on purpose: both transports import it
 * eagerly, the art itself only on the first image request.
 */
export function artSeed(engine: SimEngine, worldId: string): number {
  return (engine.hasWorld(worldId) ? engine.world(worldId) : engine.world()).config.seed;
}
