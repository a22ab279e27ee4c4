// Node entry: everything. Browser code imports '@m/mock-server/engine', '/msw' or '/control-client'.
export * from './engine';
export { buildApp, type AppOptions } from './http/app';
export { startServer, type RunningServer, type ServerOptions } from './http/server';
export { handleControl } from './control/router';
