import type { EstateDetail } from '../../core/api/types';
import type { PropertyListing } from '../../core/model/property-listing';
import type { Locale } from '../../core/i18n/locale';
import { formatCurrency, formatEpc, epcBarPercentage } from '../../core/format';
import { isNotaryFieldHidden } from '../../core/display';
import { statusOfNotaryStatus, STATUS } from '../../core/model/status';
import { isListingSold } from '../../core/status';
import { buildRoute } from '../../core/routes/routes';
import { buildEstateSlug, pickTranslated } from '../../core/routes/slug';
import type { Translate } from './detail-api';
import type { DetailModel } from './detail-view';
import { notaryTabs } from './view-model-sections';
import { brokerModel } from './broker-model';

export interface DetailModelContext {
  locale: Locale;
  t: Translate;
  /** Field label; missing → '_key_' (spec §5). */
  fieldLabel: (key: string) => string;
  /** Enumeration label; missing → '' (spec §5). */
  enumLabel: (enumName: string, code: string | number | null | undefined) => string;
  hiddenTabs: string[];
  /** The slug in the address bar; kept in the canonical path of a unit (the project slug). */
  currentSlug: string;
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
