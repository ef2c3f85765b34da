export * from './group-estates';
export * from './grouping-sort';
export * from './sort-locations';
