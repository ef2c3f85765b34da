/**
 * The one file a site builder includes. No framework code: it reads its settings from its own
 * <script> tag, finds [data-block] elements, imports each block's chunk when the element nears
 * the viewport, and mounts it. A bad block shows a short message and one console error; the
 * rest of the page carries on.
 */
import type { BlockModule, LoaderSettings, Unmount } from './runtime/block-contract';
import { isDebug, showBlockError } from './runtime/block-error';
import { toLocale } from '../core/i18n/locale';
import type * as EarlySearch from './runtime/early-search';
import { requestHeaders } from '../core/api/client';

/**
 * Known blocks, injected by esbuild.config.mjs (blockTable): name → [flags (1: the block ships its own
 * CSS file; 2: it is built on the runtime, so it loads texts and makes the site calls; 4: its texts are
 * the base catalogue part; 8: it loads a list first, so the early search starts beside it — 4 and 8 from
 * the block's loader facts, scripts/loader-facts.mjs), then the indexes
 * in __EB_CHUNKS__ of the chunks its file imports statically].
 */
declare const __EB_BLOCKS__: Record<string, number[]>;
/** Shared chunk file names under assets/chunks/, without '.js' (the early search, which listing blocks import: ../runtime/early-search). */
declare const __EB_CHUNKS__: string[];
/** Per locale, [the base catalogue part, the detail part], each as indexes in __EB_CHUNKS__ (the file, then what it imports). */
declare const __EB_TEXTS__: Record<string, number[][]>;

interface EstateBlocksApi {
  mount(el: HTMLElement): Promise<void>;
  unmount(el: HTMLElement): void;
  scan(root?: ParentNode): void;
  version: string;
}

declare global {
  interface Window {
    EstateBlocks?: EstateBlocksApi;
  }
}

const CHUNK_TIMEOUT_MS = 120000; // spec §9
const SELECTOR = '[data-block]';
const PRELOADS_PER_TASK = 4;
const url = import.meta.url;
const doc = document;

if (!window.EstateBlocks) {
  // import.meta.url is the loader's final URL: behind a redirecting (CDN "latest") URL no tag's src equals it,
  // then the tag with the settings is ours. Chunks resolve against the final URL (settings.base).
  const data = ([...doc.querySelectorAll('script')].find((s) => s.src === url) || doc.querySelector<HTMLScriptElement>('script[data-site-id],script[data-api]'))?.dataset || {};
  const settings: LoaderSettings = {
    siteId: data.siteId || '',
    api: data.api || '',
    locale: toLocale(data.locale) || toLocale(location.pathname.split('/')[1]) || toLocale(doc.documentElement.lang),
    routes: data.routes,
    version: __VERSION__,
    base: new URL('.', url).href,
    debug: isDebug(data, location.search),
  };
  const chunks: Record<string, Promise<BlockModule> | undefined> = {};
  const MAP = '[data-map]:not([data-map-ready])';
  /** A pending entry (0) waits for the IntersectionObserver; a promise is a mount in progress or done. */
  const state = new WeakMap<Element, 0 | Promise<Unmount | void>>();
  /** Aborted when a mounted block is asked to unmount (BlockModule.mount's `left`). */
  const leaving = new WeakMap<Element, AbortController>();
  let attempts = 0;

  const preloaded: Record<string, 1> = {};
  const link = (rel: string, href: string) => {
    const el = doc.createElement('link');
    el.rel = rel;
    el.href = href;
    doc.head.append(el);
    return el;
  };
  /** Chunk preloads not yet linked: a few are linked per task, after the loader's own. */
  const queued: string[] = [];
  const linkQueued = () => {
    // Each link sets up a request on the main thread (about a millisecond on a phone, several with devtools
    // attached): a search page's ~20 linked at once made the loader's task the longest of the page load.
    queued.splice(0, PRELOADS_PER_TASK).forEach((href) => link('modulepreload', href));
    if (queued.length) setTimeout(linkQueued);
  };
  const preload = (indexes: number[]) => {
    for (const i of indexes) preloaded[i] ||= (queued.push(`${settings.base}assets/chunks/${__EB_CHUNKS__[i]}.js`) == 1 && setTimeout(linkQueued), 1);
  };
  let earlySearch: Promise<typeof EarlySearch> | undefined;
  /** The first-search code (one file, no chunks), fetched once, as soon as a listing block is on the page (before it is known to mount). */
  const loadEarlySearch = (): Promise<typeof EarlySearch> => (earlySearch ||= import(/* @vite-ignore */ `${settings.base}assets/runtime/early-search.js`));
  type Sent = { body: string; answer: Promise<Response>; taken?: 1 };
  /** An early call, read at once: an answer no block takes (a map scrolled away before it asked) must not hold its connection open. */
  const send = (target: string, init: RequestInit): Promise<Response> => {
    const answer = fetch(target, init).then((r) => r.arrayBuffer().then((b) => new Response(b.byteLength ? b : null, r)));
    answer.catch(() => 0);
    return answer;
  };
  /**
   * Early calls by URL (estates searches; site settings and text overrides with body ''), each handed to
   * the one block call with exactly its body. A list of promises: a search's bodies are known only once
   * the search code has arrived, and the block may ask before.
   */
  const early: Record<string, Promise<Sent[]>[] | undefined> = {};
  const open: Record<string, 1 | undefined> = {};
  let siteCopy: Promise<Response> | undefined;
  settings.early = (target, body) =>
    early[target] &&
    Promise.all(early[target]).then((sent) => {
      // Each answer is read once: a block mounted again with the same body (a live example) must not get a used one.
      const hit = sent.flat().find((s) => s.body === body && !s.taken);
      if (!hit) return undefined;
      hit.taken = 1;
      open[target + body] = undefined;
      return hit.answer;
    });
  /**
   * Starts, beside the block's own file, what it will need at once: its static chunks and its catalogue
   * part (else fetched only after the file has run, one round trip later), the site settings and text
   * overrides its first render asks for (the block's api client takes these answers: no second trip, even
   * through a CDN that caches nothing), and what a listing block needs first (early-search.ts): its
   * estates calls, which the block's api client then takes (settings.early), and a visible map's engine.
   */
  const warm = (name: string, locale: string | undefined, node: Record<string, unknown>) => {
    const lang = locale || 'nl';
    const [flags, ...files] = __EB_BLOCKS__[name];
    preload(files);
    if (!(flags & 2)) return;
    // Its texts: the block's first render waits for them, and its code would ask only once it has run.
    (__EB_TEXTS__[lang] || []).slice(0, flags & 4 ? 1 : 2).forEach(preload);
    if (!settings.api || !settings.siteId) return;
    const api = settings.api.replace(/\/+$/, '');
    // The same calls as core/api's getSite and getTranslations: the block's client takes their answers (settings.early).
    const site = `${api}/sites/${encodeURIComponent(settings.siteId)}`;
    for (const target of [site, `${api}/translations/${lang}`]) {
      early[target] ||= [Promise.resolve([{ body: '', answer: send(target, { headers: requestHeaders('GET', settings.siteId, lang) }) }])];
    }
    // A copy of the site answer for an early search (its hidden statuses), taken as it arrives: a block
    // mounted before a listing block below the fold reads the answer itself.
    (siteCopy ||= early[site]![0].then((sent) => sent[0].answer.then((r) => r.clone()))).catch(() => 0);
    if (flags & 8) {
      const target = `${site}/estates`;
      const search = location.search;
      (early[target] ||= []).push(
        loadEarlySearch().then(
          async (code): Promise<Sent[]> =>
            (await code.beginListingBlock(name, node, search, locale, settings.siteId, siteCopy)).flatMap(([body, init]) => {
              if (open[target + body]) return [];
              open[target + body] = 1;
              return [{ body, answer: send(target, init) }];
            }),
          // Without the code the block sends its search itself.
          () => [],
        ),
      );
    }
  };

  const loadCss = (name: string): Promise<unknown> | void => {
    // The all-in-one sheet, when the page links it, holds every block's rules already (README "Embed").
    if (!(__EB_BLOCKS__[name][0] & 1) || doc.querySelector('link[href*="estate-blocks.css"]')) return;
    const sheet = link('stylesheet', `${settings.base}assets/blocks/${name}.css`);
    return new Promise((done) => (sheet.onload = sheet.onerror = done));
  };

  const loadChunk = (name: string): Promise<BlockModule> =>
    (chunks[name] ||= new Promise<BlockModule>((resolve, reject) => {
      const src = `${settings.base}assets/blocks/${name}.js${attempts ? `?retry=${attempts}` : ''}`;
      const failed = (type: string) => reject(`Loading chunk ${name} failed. (${type}: ${src})`);
      // No clearTimeout: once settled, the late reject is a no-op.
      setTimeout(failed, CHUNK_TIMEOUT_MS, 'timeout');
      Promise.all([import(/* @vite-ignore */ src), loadCss(name)]).then(
        ([m]) => (m.default?.mount ? resolve(m.default) : failed('missing')),
        () => failed('error'),
      );
    }).catch((reason) => {
      chunks[name] = undefined;
      attempts++;
      throw reason;
    }));

  /** A block's language: its node's locale key, the element's data-locale, then the page's (README "Embed"). */
  const blockLocale = (el: HTMLElement, node: unknown) => toLocale((node as { locale?: string } | null)?.locale) || toLocale(el.dataset.locale) || settings.locale;

  const start = async (el: HTMLElement, left: AbortSignal): Promise<Unmount | void> => {
    const name = el.dataset.block!;
    let node: unknown;
    el.dataset.blockState = 'loading';
    try {
      const raw = el.dataset.node || '{}';
      try {
        node = JSON.parse(decodeURIComponent(raw));
      } catch (e) {
        throw ['data-node as URL-encoded JSON', `${e} in ${raw.slice(0, 80)}`];
      }
      if (!Object.hasOwn(__EB_BLOCKS__, name)) throw ['a known data-block name', `"${name}"`];
      // The block's own file is asked first: each request the loader starts costs main-thread time.
      const chunk = loadChunk(name);
      warm(name, blockLocale(el, node), (node ?? {}) as Record<string, unknown>);
      const mod = await chunk.catch((reason) => {
        throw ['the block chunk to load', reason];
      });
      // Set before mounting: the block may still report an error (and its state) itself.
      el.dataset.blockState = 'mounted';
      return await mod.mount(el, node, settings, left);
    } catch (e) {
      const [expected, received] = (e as string[] | undefined)?.pop ? (e as string[]) : ['the block to mount', e];
      showBlockError(el, blockLocale(el, node), expected, received, settings.debug);
    }
  };

  /** A second mount of a mounted element is a no-op; of a failed one, a retry. */
  const mount = (el: HTMLElement): Promise<void> => {
    let entry = state.get(el);
    if (!entry || el.dataset.blockState == 'error') {
      if (entry) unmount(el);
      const mounting = new AbortController();
      leaving.set(el, mounting);
      state.set(el, (entry = start(el, mounting.signal)));
    }
    return entry as Promise<void>;
  };

  const unmount = (el: HTMLElement): void => {
    const entry = state.get(el);
    state.delete(el);
    // The block leaves its scopes now; its root unmounts once its mount has finished.
    leaving.get(el)?.abort();
    leaving.delete(el);
    io.unobserve(el);
    if (entry) entry.then((stop) => stop?.());
    delete el.dataset.blockState;
  };

  const io = new IntersectionObserver(
    (entries) => entries.forEach((e) => e.isIntersecting && (io.unobserve(e.target), mount(e.target as HTMLElement))),
    { rootMargin: '200px' },
  );

  /** Calls fn for root (when it is a block) and every block inside it; text nodes have neither method. */
  const each = (root: Node, fn: (el: HTMLElement) => void) => {
    const node = root as Partial<Element>;
    if (node.matches?.(SELECTOR)) fn(root as HTMLElement);
    node.querySelectorAll?.<HTMLElement>(SELECTOR).forEach(fn);
  };

  /**
   * Whether a block is rendered within the observer's margin of the viewport now. The observer's first
   * report waits for the next rendering frame (after the first paint: up to a second on a slow phone);
   * a block in view starts at once instead, its file and first data calls leaving that much sooner.
   */
  const nearViewport = (el: HTMLElement) => {
    // No box (display: none, detached): not near, whatever getBoundingClientRect's zeros would say.
    const box = el.getClientRects()[0];
    return !!box && box.bottom >= -200 && box.top <= innerHeight + 200 && box.right >= -200 && box.left <= innerWidth + 200;
  };

  const scan = (root: ParentNode = doc): void => {
    const found: HTMLElement[] = [];
    each(root, (el) => state.has(el) || found.push(el));
    if (settings.api && settings.siteId && found.some((el) => (__EB_BLOCKS__[el.dataset.block!]?.[0] ?? 0) & 8)) loadEarlySearch().catch(() => 0);
    // Every position is read before any mount writes to the page (a stylesheet link, a data attribute):
    // reading after a write lays the whole page out again, once per block (~10 ms each on a slow phone).
    found.map(nearViewport).forEach((near, i) => (near ? mount(found[i]) : (state.set(found[i], 0), io.observe(found[i]))));
    // Plain [data-map] elements (spec §2 map block) get their map from the host chunk, with or without a host block.
    if ((root as Element).matches?.(MAP) || root.querySelector?.(MAP)) loadChunk('host').then((host) => host.mount(doc.documentElement, {}, settings), console.error);
  };

  // A block editor (WordPress's marks its own elements data-block) loads the bundle with data-scan="manual": only mount(el) mounts.
  const auto = data.scan !== 'manual';
  if (auto) new MutationObserver((records) =>
    records.forEach((r) => {
      r.removedNodes.forEach((n) => each(n, (el) => el.isConnected || unmount(el)));
      // The head holds no blocks, only links (the loader's own preloads among them).
      if (r.target !== doc.head) r.addedNodes.forEach((n) => n.isConnected && scan(n as ParentNode));
    }),
  ).observe(doc, { childList: true, subtree: true });

  window.EstateBlocks = { mount, unmount, scan, version: settings.version };
  if (auto) scan();
}

export {};
