/**
 * Sections (broker feed) and tabs (notary feed) as FieldView lists.
 * Visibility comes from core/display's spec §5 rules, values from core/format's field→formatter map,
 * labels from the field label catalogue (core/i18n key scheme).
 */
import type { Estate } from '../../core/model/estate';
import type { PropertyListing } from '../../core/model/property-listing';
import { brokerFieldRule, floodingScoreHasIcon, isNotaryFieldHidden, isEmptyDisplayValue, isConformityVisible } from '../../core/display';
import { formatField } from '../../core/format';
import { pickTranslated } from '../../core/routes/slug';
import type { DetailModelContext } from './to-detail-model';
import type { FieldView, SectionView } from './detail-view';

type Row = Record<string, unknown>;

const BROKER_SECTIONS: ReadonlyArray<[string, (e: Estate) => Array<[string, unknown]>]> = [
  ['general', (e) => pick(e.general as unknown as Row, 'general', ['subType', 'transaction', 'reference', 'bedroomCount', 'floor', 'entityNumber', 'buildingName', 'architect', 'petsAllowed', 'publicationDate'])],
  ['salesRep', () => []],
  ['financial', (e) => [
    ...pick(e.general.price as Row | undefined, 'price', ['value', 'priceFrom', 'groundValue', 'infrastructureValue', 'furnitureValue', 'constructionValue', 'totalPrice', 'deposit', 'period']),
    ...pick(e.general as unknown as Row, 'general', ['tax', 'registrationCost', 'notarySalery']),
  ]],
  ['financialKI', (e) => pick(e.ki as Row | undefined, 'ki', ['indexed', 'nonIndexed', 'communityTax'])],
  ['technical', (e) => all(e.technical as Row | undefined, 'technical')],
  ['dimensions', (e) => all(e.dimensions as Row | undefined, 'dimensions')],
  ['energy', (e) => all(e.energy as Row | undefined, 'energy', ['shared'])],
  ['energyShared', (e) => all(e.energy?.shared as Row | undefined, 'energyShared')],
  ['planning', (e) => [
    ...pick(e.general as unknown as Row, 'general', ['townPlanningValue', 'townPlanningViolation', 'buildingLicense', 'allocationLicense', 'presaleRight', 'certificateAsBuilt', 'heritageProtected', 'heritageInventoried', 'renovationObligation', 'floodingScoreBuilding', 'floodingScoreParcel', 'asbestosInventory', 'certificateAsbestos']),
    ['general.proceedings', (e.general as unknown as Row).proceedings ?? null],
  ]],
];

function pick(source: Row | undefined | null, group: string, names: string[]): Array<[string, unknown]> {
  return names.map((name) => [`${group}.${name}`, source?.[name]]);
}

function all(source: Row | undefined | null, group: string, skip: string[] = []): Array<[string, unknown]> {
  if (!source) return [];
  return Object.entries(source)
    .filter(([name, value]) => !skip.includes(name) && (value === null || typeof value !== 'object'))
    .map(([name, value]) => [`${group}.${name}`, value]);
}

function displayValue(key: string, value: unknown, ctx: DetailModelContext): string {
  if (value && typeof value === 'object' && 'name' in (value as Row)) return String((value as Row).name ?? '');
  if (typeof value === 'boolean') return ctx.t(value ? 'common.yes' : 'common.no');
  if (typeof value === 'string' && /^[A-Z][A-Z0-9_+]*$/.test(value)) {
    const label = enumFor(key, value, ctx);
    if (label) return label;
  }
  return formatField(key, value, ctx.locale);
}

const ENUM_OF: Record<string, string> = {
  buildingType: 'ConstructionType', condition: 'Condition', available: 'FreeOn', directionGarden: 'Orientation',
  certificateConformity: 'Conformity', certificateElectricity: 'ElectricityCertification', energyLabel: 'EnergyLabel',
  heating: 'Heating', kitchen_type: 'KitchenType', bathroom_type: 'BathroomType', glazing_type: 'WindowGlazing',
  roof_type: 'RoofType', garden: 'Garden', destination: 'Destination', permission: 'Planning', subdivision_permit: 'Planning',
  most_recent_destination: 'RecentDestination', environment: 'Environment', orientation: 'Orientation',
  flood_sensitive_area: 'Flooding', energy_label: 'EnergyLabel', electrical_certificate: 'ElectricityCertification',
  electrical_certificate_conformity: 'Conformity', carpentry: 'Carpentry', luxury_level: 'LuxuryLevel', construction_type: 'ConstructionType',
};

function enumFor(key: string, code: string, ctx: DetailModelContext): string {
  const name = ENUM_OF[key.split('.').pop() ?? ''];
  if (!name) return '';
  const label = ctx.t(`enum.${name}.${code}`);
  return label === `enum.${name}.${code}` ? '' : label;
}

function brokerField(estate: Estate, key: string, raw: unknown, ctx: DetailModelContext): FieldView | null {
  const value = raw === -1 ? null : raw;
  const rule = brokerFieldRule(estate, key, value);
  if (!rule.visible) return null;
  const text = rule.textKey && isEmptyDisplayValue(value) ? ctx.t(rule.textKey) : displayValue(key, value, ctx);
  if (!text) return null;
  const name = key.split('.').pop();
  const warning = (name === 'floodingScoreBuilding' || name === 'floodingScoreParcel') && floodingScoreHasIcon(value) ? ctx.t('detail.flooding.warning') : undefined;
  return { key, label: ctx.t(`field.${key}`), value: text, warning };
}

function listSection(key: string, fields: FieldView[], ctx: DetailModelContext): SectionView | null {
  return fields.length ? { key, title: ctx.t(`section.${key}`), fields } : null;
}

export function brokerSections(estate: Estate, ctx: DetailModelContext): SectionView[] {
  const hidden = new Set(ctx.hiddenTabs);
  const sections: SectionView[] = [];
  for (const [key, fieldsOf] of BROKER_SECTIONS) {
    if (hidden.has(key)) continue;
    const fields = fieldsOf(estate).map(([k, v]) => brokerField(estate, k, v, ctx)).filter((f): f is FieldView => !!f);
    if (key === 'salesRep' && estate.salesRep) sections.push({ key, title: ctx.t('section.salesRep'), fields: [] });
    else if (key === 'energy' && (fields.length || estate.energy?.epcValue)) sections.push({ key, title: ctx.t('section.energy'), fields });
    else if (fields.length) sections.push({ key, title: ctx.t(`section.${key}`), fields });
  }
  const loc = ctx.locale;
  const extra: Array<SectionView | null> = [
    listSection('buildTechnicals', (estate.buildTechnicals ?? []).map((b, i) => ({ key: `bt${i}`, label: b.criteria, value: [displayValue(b.criteria, b.value, ctx), pickTranslated(b.comment, loc)].filter(Boolean).join(' – ') })).filter((f) => f.value), ctx),
    listSection('comfort', (estate.facilities ?? []).map((f, i) => ({ key: `fa${i}`, label: f.name || f.code, value: [displayValue(f.code, f.value, ctx), pickTranslated(f.comment, loc)].filter(Boolean).join(' – ') })).filter((f) => f.value), ctx),
    listSection('layout', [
      ...(estate.layout?.rooms ?? []).map((r, i) => ({ key: `room${i}`, label: (typeof r.name === 'string' ? r.name : pickTranslated(r.name, loc)) || ctx.t(`field.layout.roomType.${r.typeId}`), value: [formatField('surface', r.surface), pickTranslated(r.comment, loc), r.common ? ctx.t('detail.layout.common') : ''].filter(Boolean).join(' – ') })),
      ...[...(estate.layout?.floors ?? [])].sort((a, b) => a.level - b.level).flatMap((floor) => floor.rooms.map((r, i) => ({ key: `floor${floor.level}-${i}`, label: `${ctx.t('detail.layout.floor', { level: floor.level })}: ${(typeof r.name === 'string' ? r.name : pickTranslated(r.name, loc)) || ctx.t(`field.layout.roomType.${r.typeId}`)}`, value: [r.count ? `${r.count}×` : '', formatField('surface', r.surface), pickTranslated(r.comment, loc)].filter(Boolean).join(' ') }))),
    ].filter((f) => f.value), ctx),
    listSection('environments', (estate.environments ?? []).map((e, i) => ({ key: `env${i}`, label: e.name || ctx.t(`enum.Environment.${e.code}`) || e.code, value: [e.distance ? formatField('distance', e.distance) : '', pickTranslated(e.comment, loc)].filter(Boolean).join(' – ') || ctx.t('common.yes') })), ctx),
    listSection('files', (estate.files ?? []).map((f, i) => ({ key: `file${i}`, label: f.type, value: pickTranslated(f.comment, loc) || ctx.t('detail.file.open'), href: f.link })), ctx),
    listSection('rentalOptions', (estate.rentalOptions ?? []).map((o, i) => ({ key: `ro${i}`, label: pickTranslated(o.description, loc), value: [formatField('surface', o.area), o.distance ? formatField('distance', o.distance) : ''].filter(Boolean).join(' – ') || ctx.t('common.yes') })), ctx),
    listSection('extraFields', (estate.extraFields ?? []).map((x) => ({ key: `x${x.extra_field_autoid}`, label: pickTranslated(x.value_lang_string, loc), value: x.value ?? '', html: x.type === 'BIGTEXT' ? x.value ?? '' : undefined })).filter((f) => f.value && f.label), ctx),
  ];
  return [...sections, ...extra.filter((s): s is SectionView => !!s && !hidden.has(s.key))];
}

const NOTARY_TABS: ReadonlyArray<[string, string[]]> = [
  ['general', ['external_id', 'type', 'subType', 'general']],
  ['construction', ['construction']],
  ['layout', ['layout']],
  ['comfort', ['comfort']],
  ['epc', ['certification']],
  ['financial', ['financial.rent_per_year', 'financial.warranty', 'financial.vat_regime']],
  ['financialPriceDetails', ['financial.price', 'financial.land_price', 'financial.infrastructure_price', 'financial.price_per_square_meter']],
  ['financialCosts', ['financial.monthly_costs', 'financial.property_tax', 'financial.provision', 'financial.provision_information']],
  ['financialNotary', ['notary_cost']],
  ['notary', ['notary']],
  ['planning', ['planning', 'flood_information']],
  ['other', ['other', 'media.virtual_visit_url']],
];

function flatten(source: unknown, prefix: string, out: Array<[string, unknown]>) {
  if (source && typeof source === 'object' && !Array.isArray(source)) {
    for (const [k, v] of Object.entries(source)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.push([prefix, source]);
}

function notaryField(listing: PropertyListing, key: string, value: unknown, ctx: DetailModelContext): FieldView | null {
  if (isNotaryFieldHidden(listing, key)) return null;
  if (key.endsWith('_conformity') && !isConformityVisible(value)) return null;
  if (isEmptyDisplayValue(value) || value === -1 || key === 'general.address_visible' || /^general\.(latitude|longitude|city_id|street|number|box|zip|city)$/.test(key)) return null;
  let text: string;
  if (key === 'type') text = ctx.t(`enum.Type.${value}`);
  else if (key === 'subType') text = ctx.t(`enum.SubType.${value}`);
  else if (key.startsWith('layout.')) text = formatField('surface', (value as Row)?.surface ?? value);
  else text = displayValue(key, value, ctx);
  if (!text) return null;
  const label = key.startsWith('layout.custom.') ? String((listing.layout?.custom as Row | undefined)?.[key.split('.')[2]] && ((listing.layout!.custom as Row)[key.split('.')[2]] as Row).name || ctx.t(`field.notary.${key}`)) : ctx.t(`field.notary.${key}`);
  const last = key.split('.').pop() ?? '';
  const warning = (last === 'building_score' || last === 'parcel_score') && floodingScoreHasIcon(value) ? ctx.t('detail.flooding.warning') : undefined;
  return { key, label, value: text, href: key === 'notary.url' || key === 'media.virtual_visit_url' ? String(value) : undefined, warning };
}

export function notaryTabs(listing: PropertyListing, ctx: DetailModelContext): SectionView[] {
  const hidden = new Set(ctx.hiddenTabs);
  const tabs: SectionView[] = [];
  for (const [tab, prefixes] of NOTARY_TABS) {
    if (hidden.has(tab)) continue;
    const entries: Array<[string, unknown]> = [];
    for (const prefix of prefixes) {
      const value = prefix.split('.').reduce<unknown>((v, part) => (v as Row | undefined)?.[part], listing);
      if (prefix.startsWith('layout')) {
        for (const [k, v] of Object.entries((value as Row) ?? {})) {
          if (k === 'custom') for (const [ck, cv] of Object.entries((v as Row) ?? {})) entries.push([`layout.custom.${ck}`, cv]);
          else entries.push([`layout.${k}`, v]);
        }
      } else flatten(value, prefix, entries);
    }
    const fields = entries.map(([k, v]) => notaryField(listing, k, v, ctx)).filter((f): f is FieldView => !!f);
    if (fields.length) tabs.push({ key: tab, title: ctx.t(`tab.${tab}`), fields });
  }
  return tabs;
}
