import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { Translator } from '../../core/i18n';
import type { Locale } from '../../core/i18n/locale';
import { BlockProvider } from '../../widgets/runtime/block-context';
import type { SiteApi } from '../../widgets/runtime/services';
import type { LoaderSettings } from '../../widgets/runtime/block-contract';
import type { RouteMap } from '../../core/routes/route-map';

export interface BlockTestOptions {
  /** Only the calls the test needs; others are absent. */
  api?: Partial<SiteApi>;
  locale?: Locale;
  config?: Record<string, unknown>;
  siteId?: string;
  /** A real translator (createTranslator with a loaded catalogue) instead of the key-echoing one. */
  translator?: Translator;
  /** The loader settings (and so the page runtime) to render with; default fresh ones of `siteId` and `locale`: a page of its own. */
  settings?: LoaderSettings;
  /** The page's route map (useBlock().routes); default spec §2's, {}. */
  routes?: RouteMap;
}

/** Test helper: renders a block component inside a BlockProvider; `t` returns the key (plus its vars as JSON). */
export function renderInBlock(ui: ReactElement, { api = {}, locale = 'en', config = {}, siteId = 'test', translator: real, settings: given, routes = {} }: BlockTestOptions = {}) {
  const element = document.createElement('div');
  const echo = (key: string, vars?: Record<string, unknown>) => (vars ? `${key} ${JSON.stringify(vars)}` : key);
  const translator: Translator = real ?? { locale, t: echo, fieldLabel: (k) => k, enumLabel: (e, c) => (c == null || c === '' ? '' : `${e}.${c}`), has: () => true };
  const t = translator.t;
  const settings: LoaderSettings = given ?? { siteId, api: 'http://127.0.0.1/api', locale, version: 'test', base: '/' };
  return render(
    <BlockProvider value={{ settings, locale, t, translator, api: api as SiteApi, element, config, routes }}>{ui}</BlockProvider>,
  );
}
