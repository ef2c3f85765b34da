export { DEFAULT_LOCALE, LOCALES, isLocale, toLocale, type Locale } from './locale';
export { resolveLocale, type LocaleSources } from './resolve-locale';
export { loadCatalogue, type CataloguePart } from './load-catalogue';
export { createTranslator, type Translator, type TranslateVars } from './translator';
export { fetchTranslationOverrides, type TranslationsFetcher, type OverridesLogger } from './overrides';
export type { Catalogue, Messages } from './types';
export type { BrokerFieldKey, CoreMessageKey, FieldLabelKey, NotaryFieldKey, SectionKey, TabKey } from './keys';
