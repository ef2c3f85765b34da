/**
 * The blocks whose first render loads a list (first-search firstLoadOf). The loader reads it to know,
 * without loading the search code, for which blocks to fetch that code (early-search.ts).
 */
export const FIRST_LOAD_BLOCKS = ['estate-table', 'estate-gallery', 'estate-map'];
