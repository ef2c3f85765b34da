export * from './listing-status';
export * from './hidden-status';
