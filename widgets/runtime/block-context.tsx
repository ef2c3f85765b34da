import { createContext, useContext } from 'react';
import type { LoaderSettings } from './block-contract';
import type { Locale } from '../../core/i18n/locale';
import type { BlockServices } from './services';

/** What every block component can reach through `useBlock()`. */
export interface BlockContextValue {
  settings: LoaderSettings;
  /** The block's locale: config `locale`, else the loader's, else nl. */
  locale: Locale;
  /** Translate `key` for the block's locale; `{{var}}` placeholders are filled from `vars`. */
  t: BlockServices['translator']['t'];
  /** The whole translator: t, fieldLabel (missing → _key_), enumLabel (missing → ''), has. */
  translator: BlockServices['translator'];
  /** The typed site content service API. */
  api: BlockServices['api'];
  /** The host element the block is mounted in. */
  element: HTMLElement;
  /** The validated configuration with defaults (also passed to the Component as `config`). */
  config: Record<string, unknown>;
}

const BlockContext = createContext<BlockContextValue | null>(null);

export const BlockProvider = BlockContext.Provider;

/** The block's context, or null outside a block (a part rendered on its own in a test). */
export function useOptionalBlock(): BlockContextValue | null {
  return useContext(BlockContext);
}

export function useBlock(): BlockContextValue {
  const value = useContext(BlockContext);
  if (!value) throw new Error('useBlock() must be called inside a block mounted by defineBlock()');
  return value;
}
