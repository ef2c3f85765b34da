import type { Locale } from '../../core/i18n/locale';
import type { ViewModelLabels } from '../../core/view-models/types';

/** Labels for tests: known texts from `texts`, else the spec §5 fallbacks ('_key_' for fields, '' for enums). */
export function createTestLabels(locale: Locale = 'en', texts: Record<string, string> = {}): ViewModelLabels {
  const has = (key: string) => Object.hasOwn(texts, key);
  return {
    locale,
    t: (key, vars) => (has(key) ? texts[key].replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars?.[name] ?? '')) : key),
    fieldLabel: (key) => (has(key) ? texts[key] : `_${key}_`),
    enumLabel: (enumName, code) => (code === null || code === undefined ? '' : has(`enum.${enumName}.${code}`) ? texts[`enum.${enumName}.${code}`] : ''),
  };
}
