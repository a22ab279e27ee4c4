import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mock-server',
    environment: 'node',
    // Threads without per-file isolation: half the project's time went into importing the engine
    // and Fastify again for every file. World state lives in engine instances (each test builds its
    // own engine or app); the module-level caches (compiled serialisers, validated queries) give
    // the same answer whoever filled them, so files sharing a worker's modules see nothing of each other.
    pool: 'threads',
    isolate: false,
    // Two shared cores: a test that builds a server or opens sockets can pass 5 s when the machine
    // is busy; a test that hangs still fails.
    testTimeout: 20_000,
    // A Stryker run that was stopped leaves its sandbox (a copy of this package) behind.
    exclude: [...configDefaults.exclude, '.stryker-tmp/**'],
  },
});
