import type { EstateDetail } from '../api/types';
import { withoutHidden } from '../status/hidden-status';
import type { DisplayField } from './types';
import { createEstateViewModel, type EstateViewModel, type UnitFloorGroup } from './estate-view-model';
import { estatePrice, priceText, type PriceShown } from './listing-price';
import { shownAmount } from '../display/shown';
import { floorText } from './floor-label';
import { estateTitle, joinTitle } from './estate-title';
import type { DetailModel, FieldView, FloorGroupView, KeyFactView, SectionView } from './detail-view';
import { fieldView, type DetailModelContext } from './detail-model-context';

const visible = (fields: DisplayField[], ctx: DetailModelContext) => fields.filter((f) => f.visible).map((f) => fieldView(f, ctx));

function floorLabel(level: number | null, ctx: DetailModelContext): string {
  return level === null ? ctx.t('detail.project.no_floor') : floorText(level, ctx);
}

function floorGroups(groups: UnitFloorGroup[], ctx: DetailModelContext): FloorGroupView[] {
  return groups.map((group) => ({
    level: group.level,
    label: floorLabel(group.level, ctx),
    units: group.units.map((unit) => ({
      id: unit.id,
      href: unit.link,
      name: unit.reference && unit.title ? unit.title : unit.title || unit.reference || String(unit.id),
      type: unit.subType,
      bedrooms: unit.bedrooms === null ? '' : String(unit.bedrooms),
      surface: unit.area,
      price: unit.closed ? unit.transaction || ctx.t('detail.sold') : unit.price || ctx.t('detail.price_on_request'),
      sold: unit.closed,
    })),
  }));
}

function list(key: string, fields: FieldView[], ctx: DetailModelContext): SectionView[] {
  return fields.length ? [{ key, title: ctx.t(`section.${key}`), fields }] : [];
}

/** The broker sections of spec §2 (those with a visible field), then layout, surroundings, documents and the rest. */
function sectionsOf(vm: EstateViewModel, ctx: DetailModelContext): SectionView[] {
  const sections: SectionView[] = vm.sectionList
    .filter((group) => group.visible || (group.name === 'salesRep' && vm.contactPerson) || (group.name === 'energy' && vm.epc))
    .map((group) => ({
      key: group.name,
      title: group.title,
      // The contact person part shows the sales rep; its fields would repeat it.
      fields: group.name === 'salesRep' && vm.contactPerson ? [] : visible(group.fields, ctx),
    }));
  // Rooms once: by floor when the feed has floors, else the plain room list.
  const floorRooms = vm.layout.floors.flatMap((floor) =>
    floor.rooms.map((room, i) => ({ room, key: `layout.floor${floor.level}.${i}`, prefix: `${floor.name || floorText(floor.level, ctx)}: ` })),
  );
  const rooms = (floorRooms.length ? floorRooms : vm.layout.rooms.map((room, i) => ({ room, key: `layout.room${i}`, prefix: '' }))).map(({ room, key, prefix }) => ({
    key,
    label: `${prefix}${room.name}`,
    value: [room.count > 1 ? `${room.count}×` : '', room.surface, room.comment, room.common ? ctx.t('detail.layout.common') : ''].filter(Boolean).join(' ') || '✓',
  }));
  // The room-type counts first ("3 × Slaapkamer", a count beside a name, not a plural text): the summary a visitor scans before the room list.
  const summary = vm.layout.roomTypes.length
    ? [{ key: 'layout.summary', label: ctx.t('detail.layout.summary'), value: vm.layout.roomTypes.map((r) => `${r.count} × ${r.label}`).join(', ') }]
    : [];
  return [
    ...sections,
    ...list('layout', rooms.length ? [...summary, ...rooms] : [], ctx),
    ...list('environments', visible(vm.environments, ctx), ctx),
    ...list('files', vm.files.map((f, i) => ({ key: `files.${i}`, label: f.label, value: f.comment || ctx.t('detail.file.open'), href: f.link })), ctx),
    ...list('rentalOptions', vm.rentalOptions.map((o, i) => ({ key: `rentalOptions.${i}`, label: o.description, value: [o.area, o.distance].filter(Boolean).join(' – ') || '✓' })), ctx),
    ...list(
      'extraFields',
      [...vm.extraFields.text, ...vm.extraFields.other, ...vm.extraFields.bigText]
        .filter((f) => f.visible)
        .map((f) => ({ ...fieldView(f, ctx), html: vm.extraFields.bigText.includes(f) ? f.value : undefined })),
      ctx,
    ),
  ].filter((section) => !ctx.hiddenTabs.includes(section.key));
}

export function brokerDetailModel(detail: Extract<EstateDetail, { feed: 'broker' }>, ctx: DetailModelContext): DetailModel {
  const { estate, parent } = detail;
  const children = withoutHidden(detail.children, { hiddenStatus: ctx.hiddenStatus ?? [] });
  const vm = createEstateViewModel(estate, { parent, children, routes: ctx.routes }, { locale: ctx.locale, t: ctx.t, fieldLabel: ctx.fieldLabel, enumLabel: ctx.enumLabel });
  const title = vm.title || estateTitle([vm.subType, vm.address], vm.id);
  const shown = estatePrice(estate, children);
  const livingArea = vm.sections.dimensions.fields.find((f) => f.key === 'field.dimensions.areaBuild');
  const bedrooms = vm.isProject ? null : shownAmount(estate.general?.bedroomCount);
  const keyFacts: KeyFactView[] = [
    ...(livingArea?.visible && livingArea.value ? [{ key: 'livingArea' as const, label: livingArea.label, value: livingArea.value }] : []),
    ...(bedrooms ? [{ key: 'bedrooms' as const, label: ctx.fieldLabel('field.general.bedroomCount'), value: String(bedrooms) }] : []),
    ...(vm.transaction && !vm.closed ? [{ key: 'transaction' as const, label: ctx.fieldLabel('field.general.transaction'), value: vm.transaction }] : []),
  ];
  return {
    id: vm.id,
    feed: 'broker',
    title,
    // Closed: the badge and the price line say 'Verkocht'; the subtitle does not say it a third time.
    subtitle: joinTitle([vm.subType, vm.closed ? '' : vm.transaction]),
    address: vm.address,
    price: priceText(shown, ctx),
    sold: vm.closed,
    closedName: (vm.closed && vm.transaction) || undefined,
    priceLabel: priceLabel(shown, ctx),
    keyFacts,
    sticker: vm.sticker ? { name: vm.sticker.name, color: vm.sticker.color, colorText: vm.sticker.textColor } : undefined,
    reference: vm.reference,
    images: vm.pictures.all.map((p, i, all) => ({
      src: p.file,
      thumbnail: p.thumbnail,
      alt: p.description || `${title} (${i + 1}/${all.length})`,
      caption: p.description || undefined,
    })),
    lead: vm.shortDescription,
    descriptionHtml: vm.description,
    sections: sectionsOf(vm, ctx),
    tabs: [],
    epc: vm.epc ?? undefined,
    sharedEpc: vm.epcShared ?? undefined,
    contactPerson: vm.contactPerson
      ? { name: vm.contactPerson.name, picture: vm.contactPerson.picture ?? undefined, phone: vm.contactPerson.phone || undefined, mobile: vm.contactPerson.mobile || undefined, email: vm.contactPerson.email || undefined, description: vm.contactPerson.description || undefined }
      : undefined,
    virtualVisit: vm.virtualVisit ?? undefined,
    units: vm.isProject ? floorGroups(vm.unitFloors, ctx) : [],
    parent: vm.parent ? { title: vm.parent.title || String(vm.parent.id), href: vm.parent.link } : undefined,
    canonicalPath: vm.link,
    isProject: vm.isProject,
  };
}

/**
 * The label over the price in the key facts: the transaction when closed, else 'Prijs' — also for a
 * project, whose value already reads 'vanaf € 160.000' ('Prijs vanaf / vanaf …' said it twice).
 */
export function priceLabel(shown: PriceShown, ctx: Pick<DetailModelContext, 'fieldLabel'>): string {
  if (shown.kind === 'closed') return ctx.fieldLabel('field.general.transaction');
  return ctx.fieldLabel('field.price.value');
}
