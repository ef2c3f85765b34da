import { describe, it, expect } from 'vitest';
import { createEstateViewModel, type EstateViewModel } from './estate-view-model';
import { createTestLabels } from '../../tests/support/test-labels';
import { projectFixture, soldUnitFixture, unitFixture } from '../../tests/support/estate-fixtures';
import type { DisplayField } from './types';
import type { Estate } from '../model/estate';

const labels = createTestLabels('en', {
  'common.yes': 'Yes',
  'enum.FileType.PLAN': 'Floor plan',
  'common.no': 'No',
  'field.not_entered': 'Not entered',
  'field.proceedings.default': 'No measure imposed',
  'field.price.value': 'Price',
  'section.financial': 'Financial',
  'enum.Condition.NEW': 'New',
  'enum.FreeOn.DEED': 'At the deed',
  'enum.EnergyLabel.B': 'B',
  'enum.Planning.YES': 'Yes',
  'enum.Environment.TOWN': 'Town',
  'field.layout.roomType.1': 'Bedroom',
  'field.layout.roomType.5': 'Bathroom',
  'field.layout.roomType.6': 'Garage',
  'field.layout.roomType.10': 'Terrace',
  'field.layout.roomType.14': 'Parking space',
  'field.layout.roomType.16': 'Toilet',
});

const vm = createEstateViewModel(unitFixture, { parent: projectFixture, children: [] }, labels);
const project = createEstateViewModel(projectFixture, { children: [unitFixture, soldUnitFixture, { ...soldUnitFixture, id: 999, general: { ...soldUnitFixture.general, id: 999, parentId: 5 } }] }, labels);

function field(model: EstateViewModel, key: string): DisplayField {
  const found = model.sectionList.flatMap((s) => s.fields).find((f) => f.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
}

describe('spec §3 broker estate view model: fields', () => {
  it.each<[string, string, Partial<DisplayField>]>([
    ['spec §3: a field carries value, raw, label and visibility', 'field.price.value', { value: '€ 300.000', raw: 300000, label: 'Price', visible: true }],
    ['spec §5: missing label shows the key in underscores', 'field.price.groundValue', { label: '_field.price.groundValue_', value: '€ 120.000', visible: true }],
    ['spec §5: total price hidden when equal to the price', 'field.price.totalPrice', { visible: false }],
    ['spec §5: construction value shown when nonzero and different', 'field.price.constructionValue', { visible: true, value: '€ 180.000' }],
    ['spec §5: price-from hidden when not set', 'field.price.priceFrom', { visible: false }],
    ['spec §5: zero hides a field', 'field.general.tax', { visible: false }],
    ['spec §5: -1 hides and clears a field', 'field.general.registrationCost', { visible: false, raw: null, value: '' }],
    ['spec §9: notary fees in currency', 'field.general.notarySalery', { value: '€ 2.500' }],
    ['spec §3: cadastral income section', 'field.ki.indexed', { value: '€ 1.250', visible: true }],
    ['spec §3: enumeration codes shown by label', 'field.technical.condition', { value: 'New' }],
    ['spec §5: a missing enumeration label shows nothing, never the code', 'field.technical.certificateElectricity', { value: '' }],
    ['spec §5: certificate of conformity hidden when false', 'field.technical.certificateConformity', { visible: false }],
    ['spec §5: availability shown when defined', 'field.technical.available', { visible: true }],
    ['spec §9: years stay plain', 'field.technical.constructionYear', { value: '2024' }],
    ['spec §9: surface with 2 decimals', 'field.dimensions.areaBuild', { value: '95,50 m²' }],
    ['spec §9: depths in m', 'field.dimensions.depthHouse', { value: '12,25 m' }],
    ['spec §9: EPC in kWh/m²', 'field.energy.epcValue', { value: '140 kWh/m²' }],
    ['spec §9: EPC total per year', 'field.energy.epcValueTotal', { value: '13.000 kWh/year' }],
    ['spec §9: CO2 per year', 'field.energy.co2', { value: '25 kg/m²/year' }],
    ['spec §3: shared energy section', 'field.energyShared.epcValue', { value: '900 kWh/m²', visible: true }],
    ['spec §5: planning field with a value', 'field.general.buildingLicense', { value: 'Yes', visible: true }],
    ['spec §5: empty planning field outside Wallonia shows Not entered', 'field.general.townPlanningValue', { value: 'Not entered', visible: true }],
    ['spec §5: proceedings default text when null', 'field.general.proceedings', { value: 'No measure imposed', visible: true }],
    ['spec §5: flood score after C carries the icon', 'field.general.floodingScoreBuilding', { value: 'D', visible: true, icon: 'flood-warning' }],
    ['spec §5: heritage inventoried for a non-Walloon estate', 'field.general.heritageInventoried', { value: 'Yes', visible: true }],
    ['spec §3: comfort booleans', 'field.technical.elevator', { value: 'Yes', visible: true }],
    ['spec §3: contact person section', 'field.salesRep.name', { value: 'An Peeters' }],
  ])('%s', (_rule, key, expected) => {
    expect(field(vm, key)).toMatchObject(expected);
  });

  it('spec §5: flood score A has no icon', () => {
    expect(field(vm, 'field.general.floodingScoreParcel').icon).toBeUndefined();
  });

  it('spec §2: the ten broker sections in order, with localized titles', () => {
    expect(vm.sectionList.map((s) => s.name)).toEqual(['salesRep', 'financial', 'financialKI', 'technical', 'dimensions', 'energy', 'energyShared', 'planning', 'buildTechnicals', 'comfort']);
    expect(vm.sections.financial.title).toBe('Financial');
    expect(vm.sections.buildTechnicals.fields[0]).toMatchObject({ label: 'Roof insulation', value: '12 cm', visible: true });
    expect(vm.sections.comfort.fields.at(-1)).toMatchObject({ label: 'Swimming pool', value: 'Yes', visible: true });
  });

  it('spec §5: planning rules in Wallonia hide empty planning fields', () => {
    const walloon: Estate = { ...unitFixture, general: { ...unitFixture.general, address: { ...unitFixture.general.address, region: 'WALLONIA' } } };
    const model = createEstateViewModel(walloon, {}, labels);
    expect(field(model, 'field.general.townPlanningValue').visible).toBe(false);
    expect(field(model, 'field.general.floodingScoreBuilding').visible).toBe(false);
    expect(field(model, 'field.general.buildingLicense').visible).toBe(true);
  });
});

describe('spec §3 broker estate view model: media, layout, relations', () => {
  it.each<[string, () => unknown, unknown]>([
    ['spec §9: pictures sorted by index', () => vm.pictures.all.map((p) => p.index), [1, 2, 3]],
    ['spec §9: the first picture is the main image', () => vm.pictures.main?.file, 'https://cdn/1.jpg'],
    ['spec §9: thumbnail falls back to the file', () => vm.pictures.main?.thumbnail, 'https://cdn/1.jpg'],
    ['spec §9: own thumbnail is kept', () => vm.pictures.all[1].thumbnail, 'https://cdn/2-t.jpg'],
    ['spec §3: virtual visit is the type 2 link', () => vm.virtualVisit, 'https://tour/2'],
    ['spec §9: floors grouped by level ascending', () => vm.layout.floors.map((f) => f.level), [0, 2]],
    ['spec §3: floor rooms in their sort order', () => vm.layout.floors[0].rooms.map((r) => r.name), ['Garage', 'Parking space']],
    ['spec §3: room type ids counted from the floors the page lists, with their counts', () => vm.layout.roomTypes.map((r) => [r.typeName, r.count]), [['garage', 1], ['parkingSpace', 2]]],
    [
      'spec §3: room type ids 1, 5, 16, 6, 14, 10 counted from the room list without floors',
      () => createEstateViewModel({ ...unitFixture, layout: { rooms: unitFixture.layout?.rooms } }, {}, labels).layout.roomTypes.map((r) => [r.typeName, r.count]),
      [['bedroom', 2], ['bathroom', 1], ['toilet', 1], ['terrace', 1]],
    ],
    ['spec §3: a room without a name takes its type label', () => vm.layout.rooms[0].name, 'Bedroom'],
    ['spec §3: a room name per language', () => vm.layout.rooms[2].name, 'Main bathroom'],
    ['spec §9: room surface format', () => vm.layout.rooms[1].surface, '11,50 m²'],
    ['spec §3: extra fields of type TEXT', () => vm.extraFields.text.map((f) => [f.label, f.value]), [['View', 'Park']]],
    ['spec §3: extra fields of type BIGTEXT', () => vm.extraFields.bigText.map((f) => f.label), ['Story']],
    ['spec §3: extra fields of another type', () => vm.extraFields.other.map((f) => f.value), ['12']],
    ['spec §3: rental options with area and distance', () => vm.rentalOptions, [{ description: 'Parking', area: '12 m²', distance: '50 m' }]],
    ['spec §3: files with comment', () => vm.files, [{ type: 'PLAN', label: 'Floor plan', link: 'https://cdn/plan.pdf', comment: 'Floor plan' }]],
    ['spec §3: environments by enumeration label', () => vm.environments[0].value, 'Town'],
    ['spec §9: distance to shops in m', () => vm.environments[1].value, '350 m'],
    ['spec §3: contact person shows the mobile before the phone', () => [vm.contactPerson?.mobile, vm.contactPerson?.phone], ['0475 12 34 56', '']],
    ['spec §3: contact person name', () => vm.contactPerson?.name, 'An Peeters'],
    ['spec §9: EPC bar percentage', () => vm.epc?.percentage, 20],
    ['spec §9: EPC label', () => vm.epc?.label, 'B'],
    ['spec §9: shared EPC bar capped at 100', () => vm.epcShared?.percentage, 100],
    ['spec §5: sticker colour ffffff unset, text colour kept', () => vm.sticker, { name: 'New', color: null, textColor: '#ff0000' }],
    ['spec §3: address line with box', () => vm.address, 'Kerkstraat 12 / 1.01, 9000 Gent'],
    ['spec §3: parent project', () => vm.parent, { id: 100, title: 'Sunfield Residence', link: '/en/offer/100/sunfield-residence-in-9000-gent' }],
    ['spec §2: a unit links within its project', () => vm.link, '/en/offer/100/sunfield-residence-in-9000-gent/101'],
    ['spec §3: children are the estates whose parentId matches', () => project.units.map((u) => u.id), [101, 102]],
    ['spec §9: child units grouped by floor level ascending', () => project.unitFloors.map((g) => [g.level, g.units.map((u) => u.id)]), [[0, [102]], [1, [101]]]],
    ['spec §2: a sold unit is closed', () => project.units[1].closed, true],
    ['spec §2: unit rows link within the project', () => project.units[0].link, '/en/offer/100/sunfield-residence-in-9000-gent/101'],
    ['spec §3: project flag', () => [project.isProject, vm.isUnit], [true, true]],
  ])('%s', (_rule, actual, expected) => {
    expect(actual()).toEqual(expected);
  });

  it('spec §3: a French view model uses the French alias and street', () => {
    const fr = createEstateViewModel(unitFixture, {}, createTestLabels('fr'));
    expect(fr.address).toBe('Rue de l’Église 12 / 1.01, 9000 Gand');
  });

  it('spec §3: a hidden address gives an empty line and no map position', () => {
    const hidden: Estate = { ...unitFixture, general: { ...unitFixture.general, address: { ...unitFixture.general.address, visible: false } } };
    const model = createEstateViewModel(hidden, {}, labels);
    expect(model.address).toBe('');
    expect(model.geo).toBeNull();
  });

  it('spec §3: a minimal estate builds without errors and hides everything empty', () => {
    const model = createEstateViewModel({ id: 1, status: { id: 1 }, general: { id: 1 } }, {}, labels);
    expect(model.pictures).toEqual({ main: null, all: [] });
    expect(model.epc).toBeNull();
    expect(model.contactPerson).toBeNull();
    expect(model.sections.dimensions.visible).toBe(false);
    expect(model.link).toBe('/en/offer/1');
  });
});
