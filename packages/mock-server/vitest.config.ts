import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mock-server',
    environment: 'node',
    // Two shared cores: a test that builds a server or opens sockets can pass 5 s when the machine
    // is busy; a test that hangs still fails.
    testTimeout: 20_000,
  },
});
