// Node entry: everything. Browser code imports '@m/mock-server/engine', '/msw' or '/control-client'.
export * from './engine/assembly';
export { default as simApp, type SimAppOptions } from './http/app';
export {
  buildApp,
  startServer,
  SERVER_TIMEOUTS,
  type AppOptions,
  type RunningServer,
  type ServerOptions,
  type ServerTimeouts,
} from './http/server';
export { handleControl } from './control/router';
export { controlRoutes } from './control/contract';
