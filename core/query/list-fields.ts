import type { Locale } from '../i18n/locale';

/**
 * The `fields` projection of list searches (docs/api.md "fields"): exactly what the table, gallery,
 * map and favorites show of an estate and what their links, groups and status rules read. One list,
 * because one scope's store feeds every list block of that scope (table + map, gallery + map).
 * Translated texts are asked for in the block's locale and in Dutch, the fallback the views use.
 * demo-host/api/list-fields.test.ts proves on the whole dataset, in every locale, that the views
 * render the same from projected records as from whole ones, and that every path here is read.
 */
export function listFields(locale: Locale): string[] {
  const texts = (path: string) => [...new Set([locale, 'nl'])].map((l) => `${path}.${l}`);
  return [
    'id',
    'feed',
    'status.id',
    'notary.statusId',
    'general.project',
    'general.parentId',
    ...texts('general.title'),
    'general.entityNumber',
    'general.reference',
    // The service always names types (docs/api.md): their codes, the views' fallback, are not asked for.
    'general.headType.id',
    'general.headType.name',
    'general.subType.name',
    'general.transaction',
    'general.price.value',
    'general.price.period',
    'general.price.priceFrom',
    'general.sticker',
    'general.bedroomCount',
    'general.floor',
    'general.address.visible',
    'general.address.street_address',
    ...texts('general.address.street'),
    'general.address.number',
    'general.address.city.name',
    `general.address.city.alias.${locale}`,
    'general.address.city.zip',
    'general.address.geoLocation',
    'dimensions.areaBuild',
    'dimensions.areaGround',
    'energy.energyLabel',
    'mainImage',
  ];
}
