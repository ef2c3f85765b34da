import type { Estate } from '../model/estate';
import type { GeoPoint } from '../model/common';
import type { StickerDisplay } from '../display/sticker';
import { shownAmount } from '../display/shown';
import { formatCurrency, formatSurface } from '../format/units';
import { estateLink, projectLink, unitLink } from '../routes/links';
import type { RouteMap } from '../routes/route-map';
import { pickTranslated } from '../routes/slug';
import { formatAddressLine } from './address';
import { createBrokerSections, BROKER_SECTIONS, type BrokerSectionName } from './estate-sections';
import { layoutView, type LayoutView } from './estate-layout';
import {
  contactPersonView,
  environmentFields,
  epcView,
  extraFieldsView,
  filesView,
  picturesView,
  rentalOptionsView,
  stickerView,
  virtualVisitLink,
  type ContactPersonView,
  type EpcView,
  type ExtraFieldsView,
  type FileView,
  type PicturesView,
  type RentalOptionView,
} from './estate-media';
import { localText } from './field';
import { cityName } from './city-name';
import { isSold } from '../status/listing-status';
import type { DisplayField, FieldGroup, ViewModelLabels } from './types';


export interface UnitRow {
  id: number;
  /** Link to the unit within its project (spec §2). */
  link: string;
  title: string;
  reference: string;
  subType: string;
  transaction: string;
  /** Formatted price, '' when none. */
  price: string;
  /** null when not shown (empty, 0, -1: spec §5). */
  bedrooms: number | null;
  /** Formatted living area, '' when none. */
  area: string;
  floor: number | null;
  /** Sold or rented: show the transaction name instead of the price (spec §2). */
  closed: boolean;
}

export interface UnitFloorGroup {
  /** null for units without a floor (listed last); -1 the basement (listed first). */
  level: number | null;
  units: UnitRow[];
}

export interface EstateViewModel {
  id: number;
  isProject: boolean;
  /** A unit within a project (has a parentId). */
  isUnit: boolean;
  /** Sold or rented (spec §4 broker transaction 5 or 6). */
  closed: boolean;
  title: string;
  description: string;
  shortDescription: string;
  reference: string;
  subType: string;
  transaction: string;
  statusId: number;
  /** Address line by the spec §3 rule; '' when the address is hidden. */
  address: string;
  geo: GeoPoint | null;
  link: string;
  sections: Record<BrokerSectionName, FieldGroup<BrokerSectionName>>;
  /** The sections in spec §2 order. */
  sectionList: FieldGroup<BrokerSectionName>[];
  layout: LayoutView;
  pictures: PicturesView;
  virtualVisit: string | null;
  files: FileView[];
  environments: DisplayField[];
  extraFields: ExtraFieldsView;
  rentalOptions: RentalOptionView[];
  contactPerson: ContactPersonView | null;
  epc: EpcView | null;
  epcShared: EpcView | null;
  sticker: StickerDisplay | null;
  parent: { id: number; title: string; link: string } | null;
  /** Child units (general.parentId = this id). */
  units: UnitRow[];
  /** Child units grouped by floor level ascending (spec §9). */
  unitFloors: UnitFloorGroup[];
}

export interface EstateRelations {
  /** Candidate children; only those whose general.parentId is this estate's id are used. */
  children?: Estate[] | null;
  parent?: Estate | null;
  /** The site's route map its links follow (a block's useBlock().routes); default spec §2's, {}. */
  routes?: RouteMap;
}

function addressLine(estate: Estate, labels: ViewModelLabels): string {
  const address = estate.general?.address;
  if (!address) return '';
  const city = address.city;
  // The street in the page's language when the feed has it; the broker's one-line street_address otherwise.
  const street = pickTranslated(address.street, labels.locale);
  return formatAddressLine({
    street: street || address.street_address,
    number: street ? address.number : '',
    box: address.box,
    zip: city?.zip,
    city: cityName(city, labels.locale),
    visible: address.visible,
  });
}

function titleOf(estate: Estate, labels: ViewModelLabels): string {
  return localText(estate.general?.title, labels);
}

function unitRow(project: Estate, unit: Estate, labels: ViewModelLabels, routes?: RouteMap): UnitRow {
  const general = unit.general ?? ({} as Estate['general']);
  return {
    id: unit.id,
    link: unitLink(project, unit, labels.locale, routes),
    title: titleOf(unit, labels),
    reference: general.reference ?? '',
    subType: general.subType?.name || labels.enumLabel('SubType', general.subType?.code) || '',
    transaction: general.transaction?.name ?? '',
    price: formatCurrency(shownAmount(general.price?.value)),
    bedrooms: shownAmount(general.bedroomCount),
    area: formatSurface(shownAmount(unit.dimensions?.areaBuild)),
    // The floor is not "cleared" by -1: that is the basement (DESIGN §3).
    floor: typeof general.floor === 'number' && Number.isInteger(general.floor) ? general.floor : null,
    closed: isSold(unit),
  };
}

function groupByFloor(units: UnitRow[]): UnitFloorGroup[] {
  const groups = new Map<number | null, UnitRow[]>();
  for (const unit of units) groups.set(unit.floor, [...(groups.get(unit.floor) ?? []), unit]);
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a - b))
    .map(([level, rows]) => ({ level, units: rows }));
}

/**
 * Broker-feed detail view model (spec §3 "Estate view model"): the estate with its children and parent,
 * every display field with formatted value, localized label and visibility (spec §5 rules applied).
 */
export function createEstateViewModel(estate: Estate, relations: EstateRelations, labels: ViewModelLabels): EstateViewModel {
  const general = estate.general ?? ({} as Estate['general']);
  const parent = relations.parent && general.parentId != null && relations.parent.id === general.parentId ? relations.parent : null;
  const children = (relations.children ?? []).filter((c) => c?.general?.parentId === estate.id && c.id !== estate.id);
  const sections = createBrokerSections(estate, labels);
  const units = children.map((child) => unitRow(estate, child, labels, relations.routes));
  return {
    id: estate.id,
    isProject: general.project === true,
    isUnit: general.parentId != null,
    closed: isSold(estate),
    title: titleOf(estate, labels),
    description: localText(general.description, labels),
    shortDescription: localText(general.shortDescription, labels),
    reference: general.reference ?? '',
    subType: general.subType?.name || labels.enumLabel('SubType', general.subType?.code) || '',
    transaction: general.transaction?.name ?? '',
    statusId: estate.status?.id,
    address: addressLine(estate, labels),
    geo: general.address?.visible === false ? null : (general.address?.geoLocation ?? null),
    link: estateLink(estate, labels.locale, { parent, map: relations.routes }),
    sections,
    sectionList: BROKER_SECTIONS.map((name) => sections[name]),
    layout: layoutView(estate, labels),
    pictures: picturesView(estate.pictures, labels),
    virtualVisit: virtualVisitLink(estate),
    files: filesView(estate, labels),
    environments: environmentFields(estate, labels),
    extraFields: extraFieldsView(estate, labels),
    rentalOptions: rentalOptionsView(estate, labels),
    contactPerson: contactPersonView(estate, labels),
    epc: epcView(estate.energy, labels),
    epcShared: epcView(estate.energy?.shared, labels),
    sticker: stickerView(estate),
    parent: parent ? { id: parent.id, title: titleOf(parent, labels), link: projectLink(parent, labels.locale, relations.routes) } : null,
    units,
    unitFloors: groupByFloor(units),
  };
}
