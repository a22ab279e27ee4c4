import { defineProject } from 'vitest/config';

// Pure functions and schemas: files share their worker's modules (no per-file isolation to pay for).
export default defineProject({ test: { name: 'contracts', environment: 'node', pool: 'threads', isolate: false } });
