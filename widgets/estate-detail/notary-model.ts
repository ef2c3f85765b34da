import type { PropertyListing } from '../../core/model/property-listing';
import { createListingViewModel, notaryListingPrice, notaryStatusName, priceText } from '../../core/view-models';
import { buildRoute } from '../../core/routes/routes';
import { buildEstateSlug, pickTranslated } from '../../core/routes/slug';
import type { DetailModel } from './detail-view';
import type { DetailModelContext } from './to-detail-model';
import { fieldView } from './broker-model';

const statusName = (listing: PropertyListing, ctx: DetailModelContext) => notaryStatusName(listing, ctx);

/** The listing's detail route: '/{locale}/{offer}/{id}/{subtype}-{status}-in-{street}-{zip}-{city}' (spec §2 estate slug). */
function canonicalPath(listing: PropertyListing, subType: string, status: string, ctx: DetailModelContext): string {
  const g = listing.general ?? {};
  const street = g.address_visible === false ? '' : [pickTranslated(g.street, ctx.locale), g.number].filter(Boolean).join(' ');
  const slug = buildEstateSlug({ subTypeName: subType, transactionName: status, streetAddress: street, postalCode: g.zip, city: g.city }, ctx.locale);
  const estateId = String(listing.id);
  return slug ? buildRoute({ name: 'estateWithSlug', locale: ctx.locale, estateId, slug }) : buildRoute({ name: 'estate', locale: ctx.locale, estateId });
}

export function notaryModel(listing: PropertyListing, ctx: DetailModelContext): DetailModel {
  const vm = createListingViewModel(listing, { hiddenTabs: ctx.hiddenTabs }, { locale: ctx.locale, t: ctx.t, fieldLabel: ctx.fieldLabel, enumLabel: ctx.enumLabel });
  const status = statusName(listing, ctx);
  const title = vm.title || [vm.subType, vm.address].filter(Boolean).join(' – ') || String(vm.id);
  return {
    id: vm.id,
    feed: 'notary',
    title,
    subtitle: [vm.subType, status].filter(Boolean).join(' – '),
    address: vm.address,
    price: priceText(notaryListingPrice(listing, status || ctx.t('detail.sold')), ctx),
    sold: vm.closed,
    reference: vm.reference,
    images: vm.pictures.map((src, i, all) => ({ src, thumbnail: src, alt: `${title} (${i + 1}/${all.length})` })),
    descriptionHtml: vm.description,
    sections: [],
    tabs: vm.tabs
      .filter((tab) => tab.visible)
      .map((tab) => ({ key: tab.name, title: tab.title, fields: tab.fields.filter((f) => f.visible).map((f) => fieldView(f, ctx)) })),
    epc: vm.epc ? { percent: Math.round(vm.epc.percentage), value: vm.epc.value, label: vm.epc.labelCode ?? undefined, labelText: vm.epc.label } : undefined,
    virtualVisit: vm.virtualVisit ?? undefined,
    publicSale: vm.publicSale ?? undefined,
    units: [],
    canonicalPath: canonicalPath(listing, vm.subType, status, ctx),
    isProject: false,
  };
}
