import type { Locale } from '../../core/i18n/locale';
import { STATUS_CODES, STATUS_OF_BROKER_TRANSACTION, TYPE_CODE_OF_HEAD_TYPE } from '../../core/model';
import { subTypeById } from '../../core/enums';
import { STICKER_NAMES } from '../data/generate-broker';
import enumsNl from '../../core/i18n/messages/enums.nl';
import enumsFr from '../../core/i18n/messages/enums.fr';
import enumsEn from '../../core/i18n/messages/enums.en';
import enumsDe from '../../core/i18n/messages/enums.de';
import subNl from '../../core/i18n/messages/enum-sub-types.nl';
import subFr from '../../core/i18n/messages/enum-sub-types.fr';
import subEn from '../../core/i18n/messages/enum-sub-types.en';
import subDe from '../../core/i18n/messages/enum-sub-types.de';
import countryNl from '../../core/i18n/messages/enum-countries.nl';
import countryFr from '../../core/i18n/messages/enum-countries.fr';
import countryEn from '../../core/i18n/messages/enum-countries.en';
import countryDe from '../../core/i18n/messages/enum-countries.de';

const MESSAGES: Record<Locale, Record<string, string>> = {
  nl: { ...enumsNl, ...subNl, ...countryNl },
  fr: { ...enumsFr, ...subFr, ...countryFr },
  en: { ...enumsEn, ...subEn, ...countryEn },
  de: { ...enumsDe, ...subDe, ...countryDe },
};

/** Names the service resolves itself, in the request's language (core/model/common.ts). */
export function createLabels(locale: Locale) {
  const m = MESSAGES[locale];
  return {
    headType: (id: number) => m[`enum.Type.${TYPE_CODE_OF_HEAD_TYPE[id]}`] ?? '',
    subType: (id: number) => m[`enum.SubType.${subTypeById(id)?.code}`] ?? '',
    transaction: (id: number) => m[`enum.Status.${STATUS_CODES[(STATUS_OF_BROKER_TRANSACTION[id] ?? 0) - 1]}`] ?? '',
    country: (code: string) => m[`enum.Country.${code}`] ?? code,
    sticker: (id: number | null | undefined, name: string | null | undefined) => (typeof id === 'number' ? STICKER_NAMES[id]?.[locale] : undefined) ?? name ?? '',
  };
}

export type Labels = ReturnType<typeof createLabels>;
