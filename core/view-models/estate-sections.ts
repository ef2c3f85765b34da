import type { Estate } from '../model/estate';
import { brokerFieldRule } from '../display/broker-rules';
import { showConstructionValue, showPriceFrom, showTotalPrice } from '../display/price';
import { CLOSED_PRICE_FIELD, isHiddenWhenClosed } from '../display/closed-prices';
import { isSold } from '../status/listing-status';
import { createField, createGroup, type FieldSpec } from './field';
import { floorText } from './floor-label';
import type { DisplayField, FieldGroup, ViewModelLabels } from './types';

/** Broker detail sections in display order (spec §2). */
export const BROKER_SECTIONS = ['salesRep', 'financial', 'financialKI', 'technical', 'dimensions', 'energy', 'energyShared', 'planning', 'buildTechnicals', 'comfort'] as const;
export type BrokerSectionName = (typeof BROKER_SECTIONS)[number];

const FLOOR_KEY = 'field.general.floor';

type Def = Omit<FieldSpec, 'raw' | 'key'> & { key: string; get: (e: Estate) => unknown };

const g = (e: Estate) => e.general ?? ({} as Estate['general']);
const price = (e: Estate) => g(e).price ?? {};
const person = (e: Estate) => e.salesRep ?? {};

const salesRep: Def[] = [
  { key: 'field.salesRep.name', get: (e) => person(e).name || [person(e).firstname, person(e).lastname].filter(Boolean).join(' ') },
  { key: 'field.salesRep.phone', get: (e) => person(e).phone, kind: 'text' },
  { key: 'field.salesRep.mobile', get: (e) => person(e).mobile, kind: 'text' },
  { key: 'field.salesRep.email', get: (e) => person(e).email },
  { key: 'field.salesRep.description', get: (e) => person(e).description },
];

const financial: Def[] = [
  { key: 'field.price.value', get: (e) => price(e).value },
  { key: 'field.price.priceFrom', get: (e) => price(e).priceFrom },
  { key: 'field.price.totalPrice', get: (e) => price(e).totalPrice },
  { key: 'field.price.constructionValue', get: (e) => price(e).constructionValue },
  { key: 'field.price.groundValue', get: (e) => price(e).groundValue },
  { key: 'field.price.infrastructureValue', get: (e) => price(e).infrastructureValue },
  { key: 'field.price.furnitureValue', get: (e) => price(e).furnitureValue },
  { key: 'field.price.deposit', get: (e) => price(e).deposit },
  { key: 'field.price.period', get: (e) => price(e).period, enumName: 'PricePeriod' },
  { key: 'field.general.tax', get: (e) => g(e).tax },
  { key: 'field.general.registrationCost', get: (e) => g(e).registrationCost },
  { key: 'field.general.notarySalery', get: (e) => g(e).notarySalery },
];

const financialKI: Def[] = ['indexed', 'nonIndexed', 'communityTax'].map((name) => ({
  key: `field.ki.${name}`,
  get: (e: Estate) => (e.ki as Record<string, unknown> | undefined)?.[name],
}));

const tech = (name: string, enumName?: string): Def => ({
  key: `field.technical.${name}`,
  get: (e) => (e.technical as Record<string, unknown> | undefined)?.[name],
  enumName,
});

const technical: Def[] = [
  { key: FLOOR_KEY, get: (e) => g(e).floor },
  { key: 'field.general.buildingName', get: (e) => g(e).buildingName, kind: 'text' },
  { key: 'field.general.architect', get: (e) => g(e).architect, kind: 'text' },
  tech('constructionYear'),
  tech('renovationYear'),
  tech('buildingType', 'ConstructionType'),
  tech('condition', 'Condition'),
  tech('newBuilding'),
  tech('available', 'FreeOn'),
  tech('availableDate'),
  tech('monthlyCost'),
  tech('directionGarden', 'Orientation'),
  tech('oLevelSensitivity', 'Flooding'),
  tech('oLevelZone', 'Flooding'),
  tech('certificateConformity', 'Conformity'),
  tech('certificateElectricity', 'ElectricityCertification'),
];

const dimensions: Def[] = [
  { key: 'field.general.bedroomCount', get: (e) => g(e).bedroomCount },
  ...['areaGround', 'areaBuild', 'areaBuildable', 'widthHouse', 'widthGround', 'depthHouse', 'depthGround', 'depthGroundFloor', 'depthFloor', 'commentArea'].map(
    (name) => ({ key: `field.dimensions.${name}`, get: (e: Estate) => (e.dimensions as Record<string, unknown> | undefined)?.[name] }),
  ),
];

const ENERGY_FIELDS = ['energyLabel', 'epcValue', 'epcValueTotal', 'epcReference', 'epbReference', 'customEpcLabel', 'eLevel', 'kLevel', 'co2'];
const energyDefs = (group: 'energy' | 'energyShared'): Def[] =>
  ENERGY_FIELDS.map((name) => ({
    key: `field.${group}.${name}`,
    get: (e: Estate) => ((group === 'energy' ? e.energy : e.energy?.shared) as Record<string, unknown> | null | undefined)?.[name],
    enumName: name === 'energyLabel' ? 'EnergyLabel' : undefined,
    kind: name.endsWith('Reference') || name === 'customEpcLabel' ? 'text' : undefined,
  }));

const gen = (name: string, enumName?: string, flood?: boolean): Def => ({
  key: `field.general.${name}`,
  get: (e) => (g(e) as unknown as Record<string, unknown>)[name],
  enumName,
  flood,
  kind: 'text',
});

const planning: Def[] = [
  gen('townPlanningValue', 'RecentDestination'),
  gen('townPlanningViolation', 'Planning'),
  gen('buildingLicense', 'Planning'),
  gen('allocationLicense', 'Planning'),
  gen('presaleRight', 'Planning'),
  gen('proceedings'),
  gen('certificateAsBuilt', 'Planning'),
  gen('heritageProtected'),
  gen('heritageInventoried'),
  gen('renovationObligation'),
  gen('floodingScoreBuilding', undefined, true),
  gen('floodingScoreParcel', undefined, true),
  gen('asbestosInventory'),
  gen('certificateAsbestos'),
];

const comfortBase: Def[] = [tech('elevator'), tech('furniture'), tech('petsAllowed')];

/** The floor by its name, as the list's floor column says it: 0 the ground floor, -1 the basement (DESIGN §3: not "cleared"). */
function floorField(raw: unknown, labels: ViewModelLabels): DisplayField {
  const value = floorText(raw, labels);
  return { key: FLOOR_KEY, value, raw, label: labels.fieldLabel(FLOOR_KEY), visible: value !== '' };
}

function build(estate: Estate, defs: Def[], labels: ViewModelLabels): DisplayField[] {
  return defs.map(({ get, ...def }) => {
    const raw = get(estate);
    const path = def.key.replace(/^field\./, '');
    const rule = brokerFieldRule(estate, path, raw);
    if (def.key === FLOOR_KEY) return floorField(raw, labels);
    return createField({ ...def, raw, visible: def.visible ?? rule.visible, textKey: rule.textKey }, labels);
  });
}

/** spec §5 price rules applied on top of the default visibility. */
function applyPriceRules(estate: Estate, fields: DisplayField[]): DisplayField[] {
  const p = price(estate);
  const rules: Record<string, boolean> = {
    'field.price.priceFrom': showPriceFrom(p.value, p.priceFrom),
    'field.price.totalPrice': showTotalPrice(p.value, p.totalPrice),
    'field.price.constructionValue': showConstructionValue(p.value, p.constructionValue),
  };
  return fields.map((f) => (f.key in rules ? { ...f, visible: f.visible && rules[f.key] } : f));
}

/** A sold or rented estate: its transaction name where the price was, no amount that gives it away (spec §2). */
function applyClosedRule(estate: Estate, fields: DisplayField[], labels: ViewModelLabels): DisplayField[] {
  if (!isSold(estate)) return fields;
  const name = g(estate).transaction?.name || labels.t('listing.sold');
  return fields.map((f) => {
    if (f.key === `field.${CLOSED_PRICE_FIELD.broker}`) return { ...f, value: name, visible: true };
    return isHiddenWhenClosed('broker', f.key) ? { ...f, visible: false } : f;
  });
}

/** Build technical criteria the broker sends as a code, with the enumeration that names their values. */
const BUILD_TECHNICAL_ENUMS: Readonly<Record<string, string>> = { carpentry: 'Carpentry', windowGlazing: 'WindowGlazing', heating: 'Heating', roofType: 'RoofType' };

function buildTechnicalFields(estate: Estate, labels: ViewModelLabels): DisplayField[] {
  return (estate.buildTechnicals ?? []).map((item) => {
    const known = typeof item.criteria === 'string' && Object.prototype.hasOwnProperty.call(BUILD_TECHNICAL_ENUMS, item.criteria) ? item.criteria : undefined;
    // A known criterion is a code: its label and value come from the catalogue; any other is the broker's own words.
    const spec = known
      ? { label: labels.fieldLabel(`field.buildTechnicals.${known}`), enumName: BUILD_TECHNICAL_ENUMS[known] }
      : { label: item.criteria, kind: 'text' as const };
    return createField({ key: 'field.buildTechnicals.value', raw: item.value ?? item.comment, information: item.comment, ...spec }, labels);
  });
}

function facilityFields(estate: Estate, labels: ViewModelLabels): DisplayField[] {
  return (estate.facilities ?? []).map((item) =>
    createField(
      { key: 'field.facilities.value', raw: item.value ?? true, label: item.name || labels.enumLabel('Facility', item.code), information: item.comment, kind: 'text' },
      labels,
    ),
  );
}

/** The ten broker sections of spec §2, each field with value, label and visibility (spec §3, §5). */
export function createBrokerSections(estate: Estate, labels: ViewModelLabels): Record<BrokerSectionName, FieldGroup<BrokerSectionName>> {
  const fields: Record<BrokerSectionName, DisplayField[]> = {
    salesRep: build(estate, salesRep, labels),
    financial: applyClosedRule(estate, applyPriceRules(estate, build(estate, financial, labels)), labels),
    financialKI: build(estate, financialKI, labels),
    technical: build(estate, technical, labels),
    dimensions: build(estate, dimensions, labels),
    energy: build(estate, energyDefs('energy'), labels),
    energyShared: build(estate, energyDefs('energyShared'), labels),
    planning: build(estate, planning, labels),
    buildTechnicals: buildTechnicalFields(estate, labels),
    comfort: [...build(estate, comfortBase, labels), ...facilityFields(estate, labels)],
  };
  const out = {} as Record<BrokerSectionName, FieldGroup<BrokerSectionName>>;
  for (const name of BROKER_SECTIONS) out[name] = createGroup(name, `section.${name}`, fields[name], labels);
  return out;
}
