/**
 * The i18next the bundle ships (the listing page's 60 KB): the pinned i18next with the parts
 * the blocks never use cut out at build time (~2 KB gzip on every page for the first three, ~4 KB in all):
 *   - the Formatter (Intl formats in `{{value, number}}`): our texts format values in code (core/format);
 *     without it i18next's default `format` returns the value, as it does for an unknown format;
 *   - the backend Connector (loading resources through a backend plugin): the catalogues are passed as
 *     resources, so i18next never loads, reloads or saves missing keys; a stub keeps its state and events;
 *   - nesting (`$t(key)` inside a text): no catalogue text nests, a site text with `$t(` stays as written;
 *   - what core/i18n/translator.ts never asks of an instance it creates with all resources at init and
 *     string keys: plugins, fixed t functions, the details of a translation, key selectors, (re)loading namespaces and languages, hydrate, clones, dir(), adding
 *     resources later, saving missing keys (the translator never asks i18next for a missing key), and
 *     objects under a key separator (keySeparator is false);
 *   - the texts of debug-only log calls (DEBUG_TEXT).
 * Each cut must match the source exactly once, so an i18next upgrade that moves them fails the build
 * instead of shipping a half-patched library. core/i18n/i18next-slim.test.ts renders every catalogue text
 * through the slim and the full i18next and requires the same result.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const CONNECTOR_STUB = `class Connector extends EventEmitter {
  constructor(backend, store, services, options = {}) {
    super();
    this.backend = backend;
    this.store = store;
    this.services = services;
    this.languageUtils = services.languageUtils;
    this.options = options;
    this.logger = baseLogger.create('backendConnector');
    this.state = {};
    this.queue = [];
  }
  load(languages, namespaces, callback) { callback?.(); }
  reload(languages, namespaces, callback) { callback?.(); }
  saveMissing() {}
}
`;

// Key selectors (`t($ => $.a.b)`): the blocks pass string keys.
const SELECTOR_STUB = `function keysFromSelector(selector) {
  return selector;
}
`;
// With the resources given at init, every namespace is loaded and nothing is loaded again.
const RELOAD_STUB = `  reloadResources(lngs, ns, callback) {
    callback?.();
    return Promise.resolve();
  }
`;
// Our four locales are written left to right; dir() is never asked.
const LOADING_STUB = `  hasLoadedNamespace() {
    return true;
  }
  loadNamespaces(ns, callback) {
    callback?.();
    return Promise.resolve();
  }
  loadLanguages(lngs, callback) {
    callback?.();
    return Promise.resolve();
  }
  dir() {
    return 'ltr';
  }
`;
// Every resource is given at init (core/i18n/translator.ts); a site text is a namespace of its own.
const ADD_STUB = `  addResource() {
    throw new Error('i18next-slim: resources are given at init');
  }
  addResources() {
    this.addResource();
  }
  addResourceBundle() {
    this.addResource();
  }
`;
// The blocks make instances with createInstance, never clones.
const CLONE_STUB = `  cloneInstance() {
    throw new Error('i18next-slim: cloneInstance is not in the bundle');
  }
}
`;

/** [what, start marker, end marker (kept), replacement] */
const CUTS = [
  ['nesting', '  nest(str, fc, options = {}) {', '\n}\n\nconst parseFormatStr', '  nest(str) {\n    return str;\n  }'],
  ['Formatter', 'const parseFormatStr = ', 'const removePending', ''],
  ['backend Connector', 'const removePending', 'const get = () => ({', CONNECTOR_STUB],
  ['Formatter default', 'formatter = Formatter;', '\n', 'formatter = undefined;'],
  ['plugins (use)', '  use(module) {\n', '  hydrate(resources, lng) {', "  use() {\n    throw new Error('i18next-slim: no plugins in the bundle');\n  }\n"],
  ['fixed t functions', '  getFixedT(lng, ns, keyPrefix, fixedOpts) {', '  t(...args) {', "  getFixedT() {\n    throw new Error('i18next-slim: no getFixedT in the bundle');\n  }\n"],
  ['details of a translation', '  getUsedParamsDetails(options = {}) {', '  static hasDefaultValue(options) {', '  getUsedParamsDetails() {\n    return {};\n  }\n'],
  ['key selectors', 'const PATH_KEY = Symbol(', '\nconst shouldHandleAsObject', SELECTOR_STUB],
  ['reloadResources', '  reloadResources(lngs, ns, callback) {', '  use(', RELOAD_STUB],
  ['hydrate', '  hydrate(resources, lng) {', '  setResolvedLanguage(l) {', '  hydrate() {\n    return this;\n  }\n'],
  ['namespace and language loading, dir', '  hasLoadedNamespace(ns, options = {}) {', '  static createInstance(', LOADING_STUB],
  ['saving missing keys', '        let lngs = [];\n        const fallbackLngs = ', '      }\n      res = this.extendTranslation(res, keys, opt, resolved, lastKey);\n      if (usedKey && res === key', ''],
  ['adding resources after init', '  addResource(lng, ns, key, value, options = {', '  removeResourceBundle(lng, ns) {', ADD_STUB],
  ['objects under a key separator', '      if (keySeparator) {\n        const resTypeIsArray', '    } else if (handleAsObjectInI18nFormat && isString(joinArrays)', ''],
  ['cloneInstance, toJSON', '  cloneInstance(options = {}, callback = noop) {', '\nconst instance = I18n.createInstance();', CLONE_STUB],
];

/**
 * i18next's logger prints warnings, logs and deprecation notes only with `debug: true`, which the blocks
 * never set: their texts (~1.6 KB) become ''. Errors are kept. The count is pinned like the cuts above.
 */
const DEBUG_TEXT = /(\.(?:warn|log|deprecate)\(|, '(?:warn|deprecate)', )(`[^`]*`|'[^']*'|"[^"]*")(?=[,)])/g;
const DEBUG_TEXTS = 24;

function once(source, marker, from = 0) {
  const at = source.indexOf(marker, from);
  if (at < 0 || source.indexOf(marker, at + 1) >= 0) throw new Error(`i18next-slim: "${marker.trim()}" must occur exactly once in i18next`);
  return at;
}

/** The slim i18next source from the package's ESM source. */
export function slimI18next(source) {
  let out = source;
  for (const [what, start, end, replacement] of CUTS) {
    const from = once(out, start);
    const to = out.indexOf(end, from + start.length);
    if (to < 0) throw new Error(`i18next-slim: the end of ${what} was not found`);
    out = out.slice(0, from) + replacement + out.slice(to);
  }
  const texts = out.match(DEBUG_TEXT)?.length ?? 0;
  if (texts !== DEBUG_TEXTS) throw new Error(`i18next-slim: expected ${DEBUG_TEXTS} debug-only log texts in i18next, found ${texts}`);
  return out.replace(DEBUG_TEXT, "$1''");
}

/** Path of i18next's ESM build (what `import 'i18next'` resolves to in a bundle). */
export function i18nextEsmPath() {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('i18next/package.json')), 'dist/esm/i18next.js');
}

export function i18nextSlimPlugin() {
  return {
    name: 'i18next-slim',
    setup(build) {
      build.onLoad({ filter: /[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/ }, (args) => ({
        contents: slimI18next(readFileSync(args.path, 'utf8')),
        loader: 'js',
      }));
    },
  };
}
