import type { LoaderFacts } from '../runtime/block-contract';

export const loaderFacts: LoaderFacts = {
  texts: 'base',
  // A grouped table loads in full: groups follow spec §9's order, which the service's sort (by id) does not
  // give, so pages of 20 would insert groups above rows already on screen and repeat headings.
  firstLoad: (node) => {
    const { fullLoad, groupOptions } = node as { fullLoad?: unknown; groupOptions?: { groupBy?: unknown } };
    return fullLoad === true || Boolean(groupOptions?.groupBy) ? 'full' : 'page';
  },
};
