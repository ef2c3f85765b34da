/**
 * The blocks whose first render loads a list (first-search firstLoadOf). The loader reads it to know,
 * without loading the search code, for which blocks to fetch that code (early-search.ts).
 */
export const FIRST_LOAD_BLOCKS = ['estate-table', 'estate-gallery', 'estate-map'];

/**
 * The blocks whose texts are the base catalogue part; the others load the full one. defineBlock gives a
 * block its part from this list, and the loader reads it to preload a block's texts beside its file.
 */
export const BASE_TEXT_BLOCKS = ['estate-search', ...FIRST_LOAD_BLOCKS];
