import type { PropertyListing } from '../model/property-listing';
import { getNotaryField } from '../model/notary-fields';
import { isListingSold } from '../status/listing-status';
import { isConformityVisible, isEmptyDisplayValue } from '../display/empty';
import { isNotaryFieldHidden, isNotaryRental } from '../display/notary-rules';
import { CLOSED_PRICE_FIELD, isHiddenWhenClosed } from '../display/closed-prices';
import { notaryStatusName } from './listing-price';
import { formatDate, formatTime } from '../format/date';
import { formatCurrency } from '../format/units';
import { pickTranslated } from '../routes/slug';
import { formatAddressLine } from './address';
import { epcView, type EpcView } from './estate-media';
import { createField, createGroup, localText } from './field';
import { NOTARY_ROOM_KEYS, NOTARY_TAB_FIELDS, NOTARY_TABS, type NotaryFieldDef, type NotaryTabName } from './listing-tabs';
import type { DisplayField, FieldGroup, ViewModelLabels } from './types';


export interface ListingViewOptions {
  /** Tab names hidden by the site's hidden-tabs setting (spec §2). */
  hiddenTabs?: readonly string[] | null;
}

export interface PublicSaleView {
  settingPrice: string;
  sessionDate: string;
  sessionTime: string;
  visitDate: string;
  bidStart: string;
  bidEnd: string;
  increment: string;
  url: string | null;
}

export interface ListingViewModel {
  id: number;
  title: string;
  description: string;
  shortDescription: string;
  reference: string;
  type: string;
  subType: string;
  statusId: number;
  /** To rent or rented (spec §5 notary rules). */
  rental: boolean;
  /** Sold, rented or sold at auction (spec §4). */
  closed: boolean;
  /** Address by the spec §3 rule; '' when not visible. */
  address: string;
  pictures: string[];
  mainPicture: string | null;
  virtualVisit: string | null;
  epc: EpcView | null;
  /** The spec §2 tabs minus the hidden ones, in display order. */
  tabs: FieldGroup<NotaryTabName>[];
  /** Public sale / auction data when the listing has any (spec §3 notary.*). */
  publicSale: PublicSaleView | null;
}

function read(listing: PropertyListing, def: NotaryFieldDef): { raw: unknown; path: string } {
  for (const path of def.read ?? [def.key]) {
    const raw = getNotaryField(listing, path);
    if (raw !== undefined && raw !== null) return { raw, path };
  }
  return { raw: undefined, path: def.read?.[0] ?? def.key };
}

function addressOf(listing: PropertyListing, labels: ViewModelLabels): string {
  const g = listing.general;
  if (!g) return '';
  return formatAddressLine({ street: pickTranslated(g.street, labels.locale), number: g.number, box: g.box, zip: g.zip, city: g.city, visible: g.address_visible !== false });
}

function notaryField(listing: PropertyListing, def: NotaryFieldDef, labels: ViewModelLabels): DisplayField {
  const key = `field.notary.${def.key}`;
  if (def.key === 'general.address') {
    const address = addressOf(listing, labels);
    return createField({ key, raw: address, kind: 'text' }, labels);
  }
  const closed = isListingSold(listing);
  if (closed && def.key === CLOSED_PRICE_FIELD.notary) return createField({ key, raw: notaryStatusName(listing, labels) || labels.t('listing.sold'), kind: 'text' }, labels);
  const { raw, path } = read(listing, def);
  const hidden = isNotaryFieldHidden(listing, def.key) || isNotaryFieldHidden(listing, path) || (closed && (isHiddenWhenClosed('notary', def.key) || isHiddenWhenClosed('notary', path)));
  const visible = !hidden && (def.hiddenWhenFalse ? isConformityVisible(raw) : !isEmptyDisplayValue(raw));
  const information = def.info ? getNotaryField(listing, `${path}_information`) : undefined;
  const href = typeof raw === 'string' ? linkOf(def.link, raw) : undefined;
  return createField({ key, raw, enumName: def.enumName, kind: def.kind, visible, information, flood: def.flood, href }, labels);
}

/** A field value as a link target: http(s) URLs as they are, phone numbers as tel: (digits and +), e-mail addresses as mailto:. */
function linkOf(link: NotaryFieldDef['link'], raw: string): string | undefined {
  if (link === 'tel') return /\d/.test(raw) ? `tel:${raw.replace(/[^\d+]/g, '')}` : undefined;
  if (link === 'mailto') return /^[^\s@]+@[^\s@]+$/.test(raw.trim()) ? `mailto:${raw.trim()}` : undefined;
  return link && /^https?:\/\//i.test(raw) ? raw : undefined;
}

/** Catalogue room keys the feed model spells differently. */
const ROOM_ALIASES: Readonly<Record<string, string>> = { 'layout.dining_room': 'layout.dining' };

function roomField(listing: PropertyListing, key: string, labels: ViewModelLabels): DisplayField {
  const room = (getNotaryField(listing, key) ?? (Object.hasOwn(ROOM_ALIASES, key) ? getNotaryField(listing, ROOM_ALIASES[key]) : undefined)) as { surface?: unknown; comment?: unknown; name?: unknown } | undefined;
  const surface = room?.surface;
  const comment = typeof room?.comment === 'string' ? room.comment : '';
  const name = typeof room?.name === 'string' && room.name.trim() !== '' ? room.name : undefined;
  const field = createField({ key: `field.notary.${key}`, raw: surface, kind: 'surface', information: comment, label: name }, labels);
  // A room entered with only a comment still exists; show it with the comment as its value.
  if (field.visible || comment.trim() === '') return field;
  const { information: _comment, ...rest } = field;
  return { ...rest, value: comment, visible: true };
}

function publicSaleView(listing: PropertyListing, closed: boolean): PublicSaleView | null {
  const sale = listing.notary;
  if (!sale) return null;
  const view: PublicSaleView = {
    // Sold at auction: no price anywhere (spec §2).
    settingPrice: closed || isEmptyDisplayValue(sale.setting_price) ? '' : formatCurrency(sale.setting_price),
    sessionDate: formatDate(sale.session_date),
    sessionTime: formatTime(sale.session_date),
    visitDate: formatDate(sale.visit_date),
    bidStart: formatDate(sale.interactive_sale_bid_start),
    bidEnd: formatDate(sale.interactive_sale_bid_end),
    increment: closed || isEmptyDisplayValue(sale.increment) ? '' : formatCurrency(sale.increment),
    url: typeof sale.url === 'string' && /^https?:\/\//i.test(sale.url) ? sale.url : null,
  };
  const { url, ...texts } = view;
  return url || Object.values(texts).some((v) => v !== '') ? view : null;
}

/**
 * Notary-feed detail view model: the listing's prefixed fields in the twelve tabs of spec §2 with their
 * linked information and conformity texts, spec §5 notary rules applied, hidden tabs left out.
 */
export function createListingViewModel(listing: PropertyListing, options: ListingViewOptions, labels: ViewModelLabels): ListingViewModel {
  const hidden = new Set(options.hiddenTabs ?? []);
  const tabs = NOTARY_TABS.filter((name) => !hidden.has(name)).map((name) => {
    const fields = name === 'layout' ? NOTARY_ROOM_KEYS.map((key) => roomField(listing, key, labels)) : NOTARY_TAB_FIELDS[name].map((def) => notaryField(listing, def, labels));
    return createGroup(name, `tab.${name}`, fields, labels);
  });
  const pictures = (listing.media?.pictures ?? []).filter((p) => typeof p === 'string' && p !== '');
  const virtualVisit = listing.media?.virtual_visit_url;
  const c = listing.certification;
  return {
    id: listing.id,
    title: localText(listing.title, labels),
    description: localText(listing.description, labels),
    shortDescription: localText(listing.short_description, labels),
    reference: listing.external_id ?? '',
    type: labels.enumLabel('Type', listing.type),
    subType: labels.enumLabel('SubType', listing.subType),
    statusId: listing.status,
    rental: isNotaryRental(listing),
    closed: isListingSold(listing),
    address: addressOf(listing, labels),
    pictures,
    mainPicture: pictures[0] ?? null,
    virtualVisit: typeof virtualVisit === 'string' && virtualVisit !== '' ? virtualVisit : null,
    epc: epcView(c ? { epcValue: c.epc_value, energyLabel: c.energy_label } : null, labels),
    tabs,
    publicSale: publicSaleView(listing, isListingSold(listing)),
  };
}
