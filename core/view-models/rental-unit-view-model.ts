import type { Locale } from '../i18n/locale';
import type { RentalUnit } from '../model/rental';
import { rentalTitle } from './rental-title';
import { isEmptyDisplayValue } from '../display/empty';
import { pickTranslated } from '../routes/slug';
import { rentalUnitLink } from '../routes/links';
import type { RouteMap } from '../routes/route-map';
import { formatAddressLine } from './address';
import { createField } from './field';
import type { DisplayField, ViewModelLabels } from './types';

/** What the rental view model needs: the locale and `t` (a block's useBlock() result fits). */
export type RentalLabels = Pick<ViewModelLabels, 'locale' | 't'> & {
  /** The site's route map its link follows (useBlock().routes); default spec §2's, {}. */
  routes?: RouteMap;
};

export interface RentalPhotoView {
  src: string;
  medium: string;
  thumbnail: string;
}

export interface RentalUnitViewModel {
  id: number;
  /** Residence (building) name, else the location name; '' when neither. */
  title: string;
  /** Address by the spec §3 rule; '' when not visible. */
  address: string;
  description: string;
  shortDescription: string;
  /** First is the main image (spec §3). */
  photos: RentalPhotoView[];
  mainPhoto: RentalPhotoView | null;
  /** The facts: every spec §3 display field except the two descriptions (shown as text above). */
  fields: DisplayField[];
  /** All twelve spec §3 display fields, descriptions included. */
  allFields: DisplayField[];
  link: string;
}

const isLocaleString = (v: unknown): v is Locale => v === 'nl' || v === 'fr' || v === 'en' || v === 'de';

/** Address rule (spec §3): street and number, ' / box', then 'zip city' with the locale's alias; '' when not visible. */
export function rentalAddressLine(unit: RentalUnit, locale: Locale): string {
  const a = unit.address;
  if (!a) return '';
  return formatAddressLine({
    street: pickTranslated(a.street, locale),
    number: a.number,
    box: a.box,
    zip: a.city?.zip,
    city: a.city ? a.city.alias?.[locale] || a.city.name : '',
    visible: a.visible,
  });
}

function label(labels: RentalLabels, name: string): string {
  const key = `rental.field.${name}`;
  const text = labels.t(key);
  return text && text !== key ? text : `_${key}_`;
}

/**
 * Rental unit view model (spec §3). Call as (unit, locale, labels) or (unit, labels) when the labels
 * carry their locale. Fields are visible when not empty, null or 0; the garage shows Yes or No when known.
 */
export function createRentalUnitViewModel(unit: RentalUnit, localeOrLabels: Locale | RentalLabels, maybeLabels?: RentalLabels): RentalUnitViewModel {
  const labels: RentalLabels = isLocaleString(localeOrLabels)
    ? { locale: localeOrLabels, t: maybeLabels ? (k, v) => maybeLabels.t(k, v) : (k) => k }
    : localeOrLabels;
  const locale = labels.locale;
  const g = unit.general ?? ({} as RentalUnit['general']);
  const text = (v: unknown) => (typeof v === 'string' ? v : pickTranslated(v as Parameters<typeof pickTranslated>[0], locale));
  const yesNo = (v: unknown) => (v === true ? labels.t('common.yes') : v === false ? labels.t('common.no') : v);
  const full = { ...labels, fieldLabel: (k: string) => k, enumLabel: () => '' };
  const field = (name: string, raw: unknown, visible?: boolean) =>
    createField({ key: `rental.field.${name}`, raw, label: label(labels, name), kind: 'text', visible }, full);
  const description = text(g.description);
  const shortDescription = text(g.descriptionShort);
  const garage = typeof g.garage === 'boolean' ? g.garage : null;
  const allFields = [
    field('description', description),
    field('shortDescription', shortDescription),
    field('location', text(g.location?.name)),
    field('city', g.city?.name),
    field('maxOccupation', g.maxOccupation),
    field('type', text(g.subKind?.name)),
    field('bedrooms', unit.rooms?.bedrooms),
    field('bathrooms', unit.rooms?.bathrooms),
    { ...field('garage', yesNo(garage), garage !== null), raw: garage },
    field('floor', g.floor),
    field('residence', g.building?.name),
    field('reference', g.building?.rentalName),
  ];
  const photos = (unit.photos ?? [])
    .filter((p) => typeof p?.original === 'string' && p.original !== '')
    .map((p) => ({ src: p.original, medium: p.medium || p.original, thumbnail: p.thumbnail || p.medium || p.original }));
  const title = rentalTitle(unit, locale);
  return {
    id: unit.id,
    title: isEmptyDisplayValue(title) ? '' : title,
    address: rentalAddressLine(unit, locale),
    description,
    shortDescription,
    photos,
    mainPhoto: photos[0] ?? null,
    fields: allFields.filter((f) => f.key !== 'rental.field.description' && f.key !== 'rental.field.shortDescription'),
    allFields,
    link: rentalUnitLink(unit.id, locale, labels.routes),
  };
}
