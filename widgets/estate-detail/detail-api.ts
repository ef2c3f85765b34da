import type { SiteApi } from '../runtime/services';
import type { TranslateVars } from '../../core/i18n';
import { useBlock } from '../runtime/block-context';

/** The typed site API (core/api) as the detail block uses it. */
export type DetailApi = SiteApi;
export type Translate = (key: string, vars?: TranslateVars) => string;

export function useDetailApi(): DetailApi {
  return useBlock().api;
}
