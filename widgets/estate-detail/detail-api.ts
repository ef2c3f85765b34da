import type { createSiteApi } from '../../core/api/endpoints';
import { useBlock } from '../runtime/block-context';

/** The typed site API (core/api) as the detail block uses it. */
export type DetailApi = ReturnType<typeof createSiteApi>;

export function useDetailApi(): DetailApi {
  return useBlock().api as unknown as DetailApi;
}
