/**
 * Sections (broker feed) and tabs (notary feed) as FieldView lists.
 * Visibility comes from core/display's spec §5 rules, values from core/format's field→formatter map,
 * labels from the field label catalogue (core/i18n key scheme).
 */
import type { PropertyListing } from '../../core/model/property-listing';
import { floodingScoreHasIcon, isNotaryFieldHidden, isEmptyDisplayValue, isConformityVisible } from '../../core/display';
import { formatField } from '../../core/format';
import type { DetailModelContext } from './to-detail-model';
import type { FieldView, SectionView } from './detail-view';

type Row = Record<string, unknown>;

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
