export * from './listing-status';
export * from './hidden-status';
export * from './closed-rank';
