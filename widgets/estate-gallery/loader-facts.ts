import type { LoaderFacts } from '../runtime/block-contract';

export const loaderFacts: LoaderFacts = { texts: 'base', firstLoad: () => 'page' };
