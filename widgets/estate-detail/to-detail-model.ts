import type { EstateDetail } from '../../core/api/types';
import type { Estate } from '../../core/model/estate';
import type { PropertyListing } from '../../core/model/property-listing';
import type { Locale } from '../../core/i18n/locale';
import { formatCurrency, formatEpc, formatSurface, epcBarPercentage } from '../../core/format';
import { isNotaryFieldHidden } from '../../core/display';
import { statusOfNotaryStatus, STATUS } from '../../core/model/status';
import { isListingSold, isSold } from '../../core/status';
import { buildRoute } from '../../core/routes/routes';
import { buildEstateSlug, pickTranslated } from '../../core/routes/slug';
import { estateLink, projectLink } from '../../core/routes/links';
import type { Translate } from './detail-api';
import type { DetailModel, FloorGroupView, UnitRowView } from './detail-view';
import { brokerSections, notaryTabs } from './view-model-sections';

export interface DetailModelContext {
  locale: Locale;
  t: Translate;
  hiddenTabs: string[];
  /** The slug in the address bar; kept in the canonical path of a unit (the project slug). */
  currentSlug: string;
}


function addressLine(estate: Estate, locale: Locale): string {
  const a = estate.general.address;
  if (!a || a.visible === false) return a?.city ? `${a.city.zip} ${pickTranslated(a.city.alias, locale) || a.city.name}` : '';
  const street = [pickTranslated(a.street, locale) || a.street_address, a.number].filter(Boolean).join(' ');
  const box = a.box ? ` / ${a.box}` : '';
  const city = a.city ? `${a.city.zip} ${pickTranslated(a.city.alias, locale) || a.city.name}` : '';
  return [street + box, city].filter(Boolean).join(', ');
}

function brokerImages(estate: Estate, locale: Locale, title: string) {
  return [...(estate.pictures ?? [])]
    .sort((a, b) => a.index - b.index)
    .map((picture, i, all) => ({
      src: picture.file,
      thumbnail: picture.thumbnail || picture.file,
      alt: pickTranslated(picture.description, locale) || `${title} (${i + 1}/${all.length})`,
      caption: pickTranslated(picture.description, locale) || undefined,
    }));
}

function unitRow(project: Estate, unit: Estate, ctx: DetailModelContext): UnitRowView {
  const g = unit.general;
  const sold = isSold(unit);
  return {
    id: unit.id,
    href: estateLink(unit, ctx.locale, { parent: project }),
    name: g.entityNumber || g.buildingName || pickTranslated(g.title, ctx.locale) || String(unit.id),
    type: g.subType?.name ?? '',
    bedrooms: g.bedroomCount ? String(g.bedroomCount) : '',
    surface: formatSurface(unit.dimensions?.areaBuild),
    price: sold ? g.transaction?.name ?? ctx.t('detail.sold') : formatCurrency(g.price?.value) || ctx.t('detail.price_on_request'),
    sold,
  };
}

/** Child units grouped by floor level, ascending (spec §9); units without a level last. */
export function groupUnitsByFloor(project: Estate, children: Estate[], ctx: DetailModelContext): FloorGroupView[] {
  const groups = new Map<number | null, Estate[]>();
  for (const child of children) {
    // A floor level is a grouping key, not a display value: -1 is the basement here, not "cleared".
    const level = typeof child.general.floor === 'number' ? child.general.floor : null;
    groups.set(level, [...(groups.get(level) ?? []), child]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a - b))
    .map(([level, units]) => ({
      level,
      label:
        level === null
          ? ctx.t('detail.project.no_floor')
          : level < 0
            ? ctx.t('detail.project.basement', { level })
            : level === 0
            ? ctx.t('detail.project.ground_floor')
            : ctx.t('detail.project.floor', { level }),
      units: units.map((unit) => unitRow(project, unit, ctx)),
    }));
}

function brokerModel(detail: Extract<EstateDetail, { feed: 'broker' }>, ctx: DetailModelContext): DetailModel {
  const { estate, parent, children } = detail;
  const { locale, t } = ctx;
  const g = estate.general;
  const sold = isSold(estate);
  const title = pickTranslated(g.title, locale) || [g.subType?.name, g.address?.city?.name].filter(Boolean).join(' – ');
  const epcValue = estate.energy?.epcValue;
  const shared = estate.energy?.shared;
  const rep = estate.salesRep;
  const repName = rep ? [rep.firstname, rep.lastname].filter(Boolean).join(' ') || rep.name || '' : '';
  const virtualVisit = estate.videos?.find((v) => v.typeId === 2)?.link;
  const isUnit = !!parent && g.parentId === parent.id;
  return {
    id: estate.id,
    feed: 'broker',
    title,
    subtitle: [g.subType?.name, g.transaction?.name].filter(Boolean).join(' – '),
    address: addressLine(estate, locale),
    price: sold
      ? g.transaction?.name ?? t('detail.sold')
      : formatCurrency(g.price?.value) || (g.price?.priceFrom ? formatCurrency(g.price.priceFrom) : '') || t('detail.price_on_request'),
    sold,
    sticker: g.sticker ? { name: g.sticker.name, color: g.sticker.color, colorText: g.sticker.colorText } : undefined,
    reference: g.reference ?? '',
    images: brokerImages(estate, locale, title),
    descriptionHtml: pickTranslated(g.description, locale),
    sections: brokerSections(estate, ctx),
    tabs: [],
    epc:
      typeof epcValue === 'number' && epcValue > 0
        ? { percent: Math.round(epcBarPercentage(epcValue)), value: formatEpc(epcValue), label: estate.energy?.energyLabel ?? undefined }
        : undefined,
    sharedEpc:
      typeof shared?.epcValue === 'number' && shared.epcValue > 0
        ? { percent: Math.round(epcBarPercentage(shared.epcValue)), value: formatEpc(shared.epcValue), label: shared.energyLabel ?? undefined }
        : undefined,
    contactPerson: rep && repName ? {
      name: repName,
      picture: rep.picture ?? undefined,
      phone: rep.phone ?? undefined,
      mobile: rep.mobile ?? undefined,
      email: rep.email ?? undefined,
      description: pickTranslated(rep.description, locale) || undefined,
    } : undefined,
    virtualVisit,
    units: g.project ? groupUnitsByFloor(estate, children, ctx) : [],
    parent: isUnit ? { title: pickTranslated(parent.general.title, locale) || String(parent.id), href: projectLink(parent, locale) } : undefined,
    canonicalPath: estateLink(estate, locale, { parent: isUnit ? parent : null }),
    isProject: !!g.project,
  };
}

function notaryModel(listing: PropertyListing, ctx: DetailModelContext): DetailModel {
  const { locale, t } = ctx;
  const status = statusOfNotaryStatus(listing.status);
  const sold = isListingSold(listing);
  const gen = listing.general ?? {};
  const subType = listing.subType ? t(`enum.SubType.${listing.subType}`) : '';
  const statusName = status ? t(`enum.Status.${statusCode(status)}`) : '';
  const title = pickTranslated(listing.title, locale) || subType;
  const priceHidden = isNotaryFieldHidden(listing, 'financial.price');
  const price = listing.financial?.price;
  const street = [pickTranslated(gen.street, locale), gen.number].filter(Boolean).join(' ') + (gen.box ? ` / ${gen.box}` : '');
  const place = [gen.zip, gen.city].filter(Boolean).join(' ');
  const slug = buildEstateSlug(
    { subTypeName: subType, transactionName: statusName, streetAddress: gen.address_visible === false ? '' : street, postalCode: gen.zip, city: gen.city },
    locale,
  );
  const epcValue = listing.certification?.epc_value;
  return {
    id: listing.id,
    feed: 'notary',
    title,
    subtitle: [subType, statusName].filter(Boolean).join(' – '),
    address: gen.address_visible === false ? place : [street, place].filter(Boolean).join(', '),
    price: sold ? statusName : !priceHidden && price ? formatCurrency(price) : t('detail.price_on_request'),
    sold,
    reference: listing.external_id ?? '',
    images: (listing.media?.pictures ?? []).map((src, i, all) => ({ src, thumbnail: src, alt: `${title} (${i + 1}/${all.length})` })),
    descriptionHtml: pickTranslated(listing.description, locale),
    sections: [],
    tabs: notaryTabs(listing, ctx),
    epc:
      typeof epcValue === 'number' && epcValue > 0
        ? { percent: Math.round(epcBarPercentage(epcValue)), value: formatEpc(epcValue), label: listing.certification?.energy_label ?? undefined }
        : undefined,
    virtualVisit: listing.media?.virtual_visit_url ?? undefined,
    units: [],
    canonicalPath: slug
      ? buildRoute({ name: 'estateWithSlug', locale, estateId: String(listing.id), slug })
      : buildRoute({ name: 'estate', locale, estateId: String(listing.id) }),
    isProject: false,
  };
}

function statusCode(status: number): string {
  return Object.entries(STATUS).find(([, id]) => id === status)?.[0] ?? '';
}

export function toDetailModel(detail: EstateDetail, ctx: DetailModelContext): DetailModel {
  return detail.feed === 'notary' ? notaryModel(detail.listing, ctx) : brokerModel(detail, ctx);
}
