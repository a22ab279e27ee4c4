// Browser-safe entry ('@m/mock-server/engine'): no Fastify, no MSW, no node: modules.
export * from '../clock';
export * from './engine';
export * from '../errors';
export * from '../faults';
export * from '../handler';
export * from '../journal';
export * from '../merge';
export * from '../scenarios';
export * from '../seed';
export * from '../state';
export * from '../world';
export { handlers } from '../domains';
export { CONTENT_TRANSLATIONS, localise } from '../content-i18n';
