/**
 * The contract between the loader (no framework code) and a block chunk.
 * The loader imports only these types; every block chunk's default export is a BlockModule.
 */
import type { Locale } from '../../core/i18n/locale';
import type { CataloguePart } from '../../core/i18n';

/** Global settings the loader reads from its own <script> tag. */
export interface LoaderSettings {
  /** data-site-id; '' when absent. */
  siteId: string;
  /** data-api: base URL of the site content service, e.g. http://127.0.0.1:8080/api. */
  api: string;
  /** data-locale, else the URL's locale prefix, else <html lang>, else undefined (the block decides, default nl). */
  locale?: Locale;
  /** data-routes: the page's route map as written on the tag (JSON, URL-encoded or not); checked by the blocks (core/routes pageRoutesOf). */
  routes?: string;
  /** Build version injected by esbuild. */
  version: string;
  /** URL of the folder holding the loader (ends with '/'); chunks and CSS resolve against it. */
  base: string;
  /** Show a rejected configuration's reason on the block (`?eb-debug` or `data-debug`); default false. */
  debug?: boolean;
  /**
   * The loader's answers started ahead of the blocks (the site settings and text overrides, a listing
   * block's first estates search): the Response promise for this absolute URL and body meaning (core/api
   * queryKey; '' for a GET), handed out once; else undefined, or a
   * promise of undefined when the loader learns only later that it sent nothing for this body.
   */
  early?: (url: string, body: string) => Promise<Response | undefined> | undefined;
}

export type Unmount = () => void;

export interface BlockModule {
  /**
   * Validates `node` against the block's schema, renders into `el`, resolves to an unmount function.
   * `left` aborts when the loader is asked to unmount `el`, maybe before this resolves: the block leaves
   * its scopes at once (a new block may take its place now) and, still mounting, renders nothing.
   */
  mount(el: HTMLElement, node: unknown, settings: LoaderSettings, left?: AbortSignal): Promise<Unmount>;
}

/**
 * What the loader must know of a block before the block's file has run, declared beside the block
 * (widgets/<block>/loader-facts.ts, handed to defineBlock) and read by the build (scripts/loader-facts.mjs),
 * which writes the loader's block table and the early search's plan from it. Functions read the raw
 * data-node: the loader has not checked it against the schema yet.
 */
export interface LoaderFacts {
  /** The catalogue part its texts come from: 'base' (core messages, list enumerations, listing texts) or 'full'. */
  texts: CataloguePart;
  /** What its first render loads: a page of 20, the full load of 500, or nothing. Absent: it never loads a list first. */
  firstLoad?: (node: object) => 'page' | 'full' | undefined;
  /** A map block: whether it shows its map (and asks for the positions) as soon as it is near the viewport. */
  mapShownWhenVisible?: (node: object, phone: boolean) => boolean;
}
