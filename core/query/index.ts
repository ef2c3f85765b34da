export * from './constants';
export * from './filter-state';
export * from './geo-range';
export * from './url-params';
export * from './build-query';
export * from './geo-area';
export * from './list-fields';
