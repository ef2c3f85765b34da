import type { PropertyListing } from '../model/property-listing';
import { listingLink } from '../routes/links';
import { createListingViewModel } from './listing-view-model';
import { listingPrice as notaryListingPrice, notaryStatusName, priceText } from './listing-price';
import { estateTitle, joinTitle } from './estate-title';
import type { ContactPersonView, DetailModel, KeyFactView } from './detail-view';
import { fieldView, type DetailModelContext } from './detail-model-context';
import { priceLabel } from './broker-detail-model';

const statusName = (listing: PropertyListing, ctx: DetailModelContext) => notaryStatusName(listing, ctx);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The notary office is a notary listing's contact: beside the photos with its phone, as a broker's sales rep is. */
function notaryContact(listing: PropertyListing): ContactPersonView | undefined {
  const notary = listing.notary;
  const person = { name: text(notary?.notary_name), phone: text(notary?.notary_phone) || undefined, email: text(notary?.notary_email) || undefined };
  return person.name && (person.phone || person.email) ? person : undefined;
}

export function notaryDetailModel(listing: PropertyListing, ctx: DetailModelContext): DetailModel {
  const vm = createListingViewModel(listing, { hiddenTabs: ctx.hiddenTabs }, { locale: ctx.locale, t: ctx.t, fieldLabel: ctx.fieldLabel, enumLabel: ctx.enumLabel });
  const status = statusName(listing, ctx);
  const title = vm.title || estateTitle([vm.subType, vm.address], vm.id);
  const fields = vm.tabs.flatMap((tab) => tab.fields).filter((f) => f.visible && f.value);
  const fact = (key: KeyFactView['key'], fieldKey: string): KeyFactView[] => {
    const field = fields.find((f) => f.key === fieldKey);
    return field ? [{ key, label: field.label, value: field.value }] : [];
  };
  const shown = notaryListingPrice(listing, status || ctx.t('detail.sold'));
  const keyFacts: KeyFactView[] = [
    ...fact('livingArea', 'field.notary.construction.living_area_surface'),
    ...fact('bedrooms', 'field.notary.construction.bedrooms_count'),
    ...(status && !vm.closed ? [{ key: 'transaction' as const, label: ctx.fieldLabel('field.general.transaction'), value: status }] : []),
  ];
  return {
    id: vm.id,
    feed: 'notary',
    title,
    // Closed: the badge and the price line say 'Vendu'; the subtitle does not say it a third time.
    subtitle: joinTitle([vm.subType, vm.closed ? '' : status]),
    address: vm.address,
    price: priceText(shown, ctx),
    sold: vm.closed,
    closedName: (vm.closed && status) || undefined,
    priceLabel: priceLabel(shown, ctx),
    keyFacts,
    reference: vm.reference,
    images: vm.pictures.map((src, i, all) => ({ src, thumbnail: src, alt: `${title} (${i + 1}/${all.length})` })),
    lead: vm.shortDescription,
    descriptionHtml: vm.description,
    sections: [],
    tabs: vm.tabs
      .filter((tab) => tab.visible)
      .map((tab) => ({ key: tab.name, title: tab.title, fields: tab.fields.filter((f) => f.visible).map((f) => fieldView(f, ctx)) })),
    epc: vm.epc ?? undefined,
    contactPerson: notaryContact(listing),
    virtualVisit: vm.virtualVisit ?? undefined,
    publicSale: vm.publicSale ?? undefined,
    units: [],
    canonicalPath: listingLink(listing, ctx.locale, { subTypeName: vm.subType, statusName: status }, ctx.routes),
    isProject: false,
  };
}
