export * from './client';
export * from './endpoints';
export * from './errors';
export * from './types';
