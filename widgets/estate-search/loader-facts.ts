import type { LoaderFacts } from '../runtime/block-contract';

/** The search form shares the listing blocks' texts (it sits above them on every search page); it loads no list itself. */
export const loaderFacts: LoaderFacts = { texts: 'base' };
