export * from './constants';
export * from './envelope';
export * from './errors';
export * from './endpoint';
export * from './api';
export * from './routes';
export * from './session-record';
// The codec (crypto-js) is its own entry, '@m/contracts/codec', so pages that do not encrypt stay light.
export * from './endpoint-errors';
export * from './vip';
