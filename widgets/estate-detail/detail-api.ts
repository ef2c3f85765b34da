import type { AgendaCalls } from '../../core/api/agenda-calls';
import type { EstateCalls } from '../../core/api/estate-calls';
import type { FormCalls } from '../../core/api/form-calls';
import type { SiteCalls } from '../../core/api/site-calls';
import type { TranslateVars } from '../../core/i18n';
import { useBlock } from '../runtime/block-context';

/** The calls the detail block makes (its defineBlock `calls`, plus the site calls every block has). */
export type DetailApi = SiteCalls & EstateCalls & FormCalls & AgendaCalls;
export type Translate = (key: string, vars?: TranslateVars) => string;

export function useDetailApi(): DetailApi {
  return useBlock().api;
}
