export * from './constants';
export * from './envelope';
export * from './errors';
export * from './endpoint';
export * from './codec';
export * from './api';
