import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { ConfigOf, ConfigSchema } from '../../core/config/config-schema';
import { acceptConfig } from '../../core/config/accept-config';
import { ErrorBoundary } from '../ui/error-boundary/error-boundary';
import type { BlockModule, LoaderFacts, LoaderSettings, Unmount } from './block-contract';
import { BlockProvider } from './block-context';
import { showBlockError } from './block-error';
import { LOCALES } from '../../core/i18n/locale';
import type { CataloguePart } from '../../core/i18n';
import { pageRuntime } from './page-runtime';
import { blockTranslator, createBlockApi, pageRoutesFor, resolveBlockLocale, type BlockApi, type BlockCalls, type BlockServices } from './services';
import '../ui/theme.css';
import '../ui/block-message/block-message.css';

/** Keys every block accepts besides its own (DESIGN §5 block contract). */
export const COMMON_SCHEMA = {
  locale: { type: 'string', values: LOCALES, description: "The block's language; default: the page's (data-locale, URL prefix, <html lang>), else nl." },
  scope: { type: 'string', default: 'default', description: 'Blocks with the same scope on one page share one search state.' },
} as const satisfies ConfigSchema;

/** A block's validated configuration: its schema's keys and the common ones, defaults filled in (one source: the schema). */
export type BlockConfig<S extends ConfigSchema> = ConfigOf<Omit<typeof COMMON_SCHEMA, keyof S> & S>;

export interface BlockDefinition<S extends ConfigSchema, G extends readonly BlockCalls[] = readonly []> {
  /** The data-block name, e.g. 'estate-table'. */
  name: string;
  /** Its node keys; declared `as const satisfies ConfigSchema` (or inline) so BlockConfig keeps their literal types. */
  schema: S;
  Component: ComponentType<{ config: BlockConfig<S> }>;
  /** One line for the block catalogue page and the README. */
  description?: string;
  /** A node configuration for the catalogue's live example (default: {}). */
  example?: Record<string, unknown>;
  /**
   * The groups of calls the block makes (core/api/*-calls.ts, e.g. `[listingCalls]`) besides the site
   * calls every block has: its api holds only these (BlockApi<G>), so the block bundles no other call and
   * a call of another group fails the typecheck.
   */
  calls?: G;
  /**
   * Work to begin at mount, before the first render (a listing block's first load): the first render
   * waits for it up to PREPARE_WAIT_MS, so rows whose answer is already in replace no skeleton.
   */
  prepare?: (context: BlockPrepareContext<BlockConfig<S>, BlockApi<G>>) => Promise<unknown> | void;
  /** What the loader needs before this file runs (its texts part, its first load): widgets/<block>/loader-facts.ts. */
  loader?: LoaderFacts;
}

/** What a block's prepare step gets: what its components reach through useBlock(), but the texts (still loading). */
export interface BlockPrepareContext<C, A = BlockApi> extends Omit<BlockServices<A>, 'translator'> {
  /** The data-block name, e.g. 'estate-table'. */
  block: string;
  config: C;
  settings: LoaderSettings;
  element: HTMLElement;
}

/**
 * How long a block's first render waits for its prepare step. An answer already under way (the loader's
 * early search) is in within a few milliseconds; a slow one shows the skeleton after this, as before.
 */
export const PREPARE_WAIT_MS = 100;

/** A BlockModule that also describes itself (the catalogue page and README read name and schema). */
export interface DefinedBlock extends BlockModule {
  name: string;
  /** The groups of calls its api holds (BlockDefinition.calls). */
  calls: readonly BlockCalls[];
  /**
   * The catalogue part its texts come from (core/i18n loadCatalogue), as its loader facts declare:
   * 'base' (core messages, list enumerations, listing texts: smaller) or, without facts, 'full' (+ forms,
   * detail field labels, the other enumerations, detail and rental texts). The loader preloads the same part.
   */
  catalogue: CataloguePart;
  /** Its loader facts (BlockDefinition.loader), the very object the build's loader table was written from. */
  loader?: LoaderFacts;
  schema: ConfigSchema;
  description: string;
  example: Record<string, unknown>;
}

export function defineBlock<const S extends ConfigSchema, const G extends readonly BlockCalls[] = readonly []>(definition: BlockDefinition<S, G>): DefinedBlock {
  const { name, schema, Component } = definition;
  const catalogue: CataloguePart = definition.loader?.texts ?? 'full';
  const fullSchema = { ...COMMON_SCHEMA, ...schema };
  return {
    name,
    schema: fullSchema,
    description: definition.description ?? '',
    example: definition.example ?? {},
    calls: definition.calls ?? [],
    catalogue,
    loader: definition.loader,
    async mount(element, node, settings, left): Promise<Unmount> {
      // A valid node passes the quick check; the full one, with its explanations, loads only when that is not sure.
      let config = acceptConfig(fullSchema, node);
      if (!config) {
        const { validateConfig } = await import('../../core/config/config-schema');
        const result = validateConfig(fullSchema, node);
        if (!result.ok) {
          const configLocale = (node as { locale?: unknown } | null)?.locale ?? element.dataset.locale;
          const expected = result.issues.map((i) => `"${i.key}" to be ${i.expected}`).join('; ');
          const received = result.issues.map((i) => `"${i.key}": ${i.received}`).join('; ');
          showBlockError(element, resolveBlockLocale(configLocale, settings), `a valid ${name} configuration (${expected})`, received, settings.debug);
          return () => element.replaceChildren();
        }
        config = result.value;
      }
      // Asked to unmount: the block's element leaves its scopes now, whatever its root still has to do.
      left?.addEventListener('abort', () => pageRuntime(settings).leave(element), { once: true });
      // The node's locale key, else the element's data-locale (a French block on a Dutch page), else the page's.
      const block = createBlockApi(settings, config.locale ?? element.dataset.locale, definition.calls);
      const { locale, api } = block;
      // Begun before the texts load, so the first load and the catalogue travel side by side.
      const prepared = definition.prepare?.({ ...block, block: name, config: config as BlockConfig<S>, settings, element });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const preparedOrLate = prepared && Promise.race([prepared.catch(() => undefined), new Promise((late) => (timer = setTimeout(late, PREPARE_WAIT_MS)))]);
      // The route map too: links and the ids read from the URL depend on it (the loader has asked for the site settings already).
      const [translator, routes] = await Promise.all([blockTranslator(block, settings, catalogue), pageRoutesFor(settings, api)]);
      await preparedOrLate;
      clearTimeout(timer);
      // The blocks of a page wait for the same site settings and texts, so their renders would all run
      // in the one task that resolves them (~300 ms on a slow phone); a task each keeps the page responsive.
      await new Promise((next) => setTimeout(next));
      if (left?.aborted) return () => {};
      element.replaceChildren();
      // React 19 would also log errors our boundary catches; the boundary logs exactly one itself.
      const root = createRoot(element, { onCaughtError: () => {} });
      root.render(
        <BlockProvider value={{ settings, locale, t: translator.t, translator, api, element, config, routes }}>
          <ErrorBoundary locale={locale} element={element} retryLabel={translator.t('common.retry')} debug={settings.debug}>
            <Component config={config as BlockConfig<S>} />
          </ErrorBoundary>
        </BlockProvider>,
      );
      return () => root.unmount();
    },
  };
}
