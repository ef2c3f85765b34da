export * from './estate-list-store';
export * from './list-selectors';
export * from './filter-store';
export * from './estate-positions-store';
