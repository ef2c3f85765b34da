import type { Estate } from '../model/estate';
import type { PropertyListing } from '../model/property-listing';
import type { Locale } from '../i18n/locale';
import { buildRoute } from './routes';
import type { RouteMap } from './route-map';
import { buildEstateSlug, estateSlug, pickTranslated, projectSlug } from './slug';

export interface EstateLinkOptions {
  /** The project of a unit (estate.general.parentId); without it a unit links like a plain property. */
  parent?: Estate | null;
  /** Localized sub-type label for the slug (e.g. from the catalogue); defaults to the feed's name. */
  subTypeName?: string;
  /** The site's route map (a block's useBlock().routes; the reference service passes each site's); default spec §2's, {}. */
  map?: RouteMap;
}

function withSlug(estateId: number | string, slug: string, locale: Locale, map?: RouteMap): string {
  const id = String(estateId);
  return slug ? buildRoute({ name: 'estateWithSlug', locale, estateId: id, slug }, map) : buildRoute({ name: 'estate', locale, estateId: id }, map);
}

/** A project: '/nl/aanbod/{id}/{project slug}'. */
export function projectLink(project: Estate, locale: Locale, map?: RouteMap): string {
  return withSlug(project.id, projectSlug(project, locale), locale, map);
}

/** A unit within a project: '/nl/aanbod/{project id}/{project slug}/{unit id}'. */
export function unitLink(project: Estate, unit: Estate, locale: Locale, map?: RouteMap): string {
  const slug = projectSlug(project, locale) || String(project.id);
  return buildRoute({ name: 'projectUnit', locale, estateId: String(project.id), slug, entityId: String(unit.id) }, map);
}

/** The detail link of any estate: project, unit of a project (when `parent` is given) or plain property. */
export function estateLink(estate: Estate, locale: Locale, options: EstateLinkOptions = {}): string {
  const { map } = options;
  if (estate.general?.project) return projectLink(estate, locale, map);
  const parent = options.parent;
  if (parent && estate.general?.parentId != null && parent.id === estate.general.parentId) return unitLink(parent, estate, locale, map);
  return withSlug(estate.id, estateSlug(estate, locale, options.subTypeName), locale, map);
}

/** Localized names in a notary listing's slug (e.g. catalogue labels); missing names are left out. */
export interface ListingSlugNames {
  subTypeName?: string;
  statusName?: string;
}

/** A notary listing: '/{locale}/{offer}/{id}/{subtype}-{status}-in-{street}-{zip}-{city}' (spec §2 estate slug). */
export function listingLink(listing: PropertyListing, locale: Locale, names: ListingSlugNames = {}, map?: RouteMap): string {
  const g = listing.general ?? {};
  const street = g.address_visible === false ? '' : [pickTranslated(g.street, locale), g.number].filter(Boolean).join(' ');
  const slug = buildEstateSlug({ subTypeName: names.subTypeName, transactionName: names.statusName, streetAddress: street, postalCode: g.zip, city: g.city }, locale);
  return withSlug(listing.id, slug, locale, map);
}

/** A holiday rental unit: '/nl/vakantie/{id}'. */
export function rentalUnitLink(rentalUnitId: number | string, locale: Locale, map?: RouteMap): string {
  return buildRoute({ name: 'rentalUnit', locale, rentalUnitId: String(rentalUnitId) }, map);
}

/** The cancel page of an appointment: '/nl/afspraak-annuleren/{id}'. */
export function cancelAppointmentLink(appointmentId: string, locale: Locale, map?: RouteMap): string {
  return buildRoute({ name: 'cancelAppointment', locale, appointmentId: String(appointmentId) }, map);
}
