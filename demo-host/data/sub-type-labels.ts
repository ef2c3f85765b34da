import type { Locale } from '../../core/i18n/locale';
import nl from '../../core/i18n/messages/enum-sub-types.nl';
import fr from '../../core/i18n/messages/enum-sub-types.fr';
import en from '../../core/i18n/messages/enum-sub-types.en';
import de from '../../core/i18n/messages/enum-sub-types.de';

type Words = Readonly<Record<Locale, string>>;

const CACHE = new Map<string, Words>();

/** A sub-type's name in four languages, the same words the widgets show (core/i18n), one shared object per code. */
export function subTypeLabel(code: string): Words {
  let label = CACHE.get(code);
  if (!label) {
    const key = `enum.SubType.${code}` as keyof typeof nl;
    label = { nl: nl[key] ?? code, fr: fr[key] ?? code, en: en[key] ?? code, de: de[key] ?? code };
    CACHE.set(code, label);
  }
  return label;
}
