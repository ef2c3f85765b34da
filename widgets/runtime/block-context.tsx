import { createContext, useContext } from 'react';
import type { LoaderSettings } from './block-contract';
import type { Locale } from '../../core/i18n/locale';
import type { RouteMap } from '../../core/routes/route-map';
import type { BlockApi, BlockCalls, BlockServices } from './services';

/** What every block component can reach through `useBlock()`; `A`: its api (BlockApi of the groups its block lists). */
export interface BlockContextValue<A = BlockApi> {
  settings: LoaderSettings;
  /** The block's locale: config `locale`, else the loader's, else nl. */
  locale: Locale;
  /** Translate `key` for the block's locale; `{{var}}` placeholders are filled from `vars`. */
  t: BlockServices['translator']['t'];
  /** The whole translator: t, fieldLabel (missing → _key_), enumLabel (missing → ''), has. */
  translator: BlockServices['translator'];
  /** The site content service calls the block's definition lists (BlockApi), typed as exactly those. */
  api: A;
  /** The host element the block is mounted in. */
  element: HTMLElement;
  /** The validated configuration with defaults (also passed to the Component as `config`). */
  config: Record<string, unknown>;
  /**
   * The page's route map (data-routes and the site settings' routes; {} is spec §2's default map): pass it
   * to every core/routes call and view model that builds a link or reads the URL.
   */
  routes: RouteMap;
}

const BlockContext = createContext<BlockContextValue | null>(null);

export const BlockProvider = BlockContext.Provider;

/** The block's context, or null outside a block (a part rendered on its own in a test). */
export function useOptionalBlock(): BlockContextValue | null {
  return useContext(BlockContext);
}

/**
 * The block's services. `useBlock()` types its api as the site calls only; a block's own components name
 * the groups its definition lists, `useBlock<Calls>()` with the `Calls` of its widgets/<block>/schema.ts,
 * which its defineBlock's list satisfies, so a call of a group the block does not list fails the typecheck.
 */
export function useBlock<G extends readonly BlockCalls[] = readonly []>(): BlockContextValue<BlockApi<G>> {
  const value = useContext(BlockContext);
  if (!value) throw new Error('useBlock() must be called inside a block mounted by defineBlock()');
  return value as BlockContextValue<unknown> as BlockContextValue<BlockApi<G>>;
}
