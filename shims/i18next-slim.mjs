/**
 * The i18next the bundle ships (issue 14 §6: the listing page's 60 KB): the pinned i18next with three parts
 * the blocks never use cut out at build time, ~2 KB gzip on every page:
 *   - the Formatter (Intl formats in `{{value, number}}`): our texts format values in code (core/format);
 *     without it i18next's default `format` returns the value, as it does for an unknown format;
 *   - the backend Connector (loading resources through a backend plugin): the catalogues are passed as
 *     resources, so i18next never loads, reloads or saves missing keys; a stub keeps its state and events;
 *   - nesting (`$t(key)` inside a text): no catalogue text nests, a site text with `$t(` stays as written.
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

/** [what, start marker, end marker (kept), replacement] */
const CUTS = [
  ['nesting', '  nest(str, fc, options = {}) {', '\n}\n\nconst parseFormatStr', '  nest(str) {\n    return str;\n  }'],
  ['Formatter', 'const parseFormatStr = ', 'const removePending', ''],
  ['backend Connector', 'const removePending', 'const get = () => ({', CONNECTOR_STUB],
  ['Formatter default', 'formatter = Formatter;', '\n', 'formatter = undefined;'],
];

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
  return out;
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
