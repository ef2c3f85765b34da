import type { TranslateVars } from '../../core/i18n';
import { useBlock } from '../runtime/block-context';
import type { BlockApi } from '../runtime/services';
import type { Calls } from './schema';

/** The calls the detail block makes: the groups its defineBlock lists (schema.ts `calls`), plus the site calls every block has. */
export type DetailApi = BlockApi<Calls>;
export type Translate = (key: string, vars?: TranslateVars) => string;

export function useDetailApi(): DetailApi {
  return useBlock<Calls>().api;
}
