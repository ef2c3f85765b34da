import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatField, formatKindForField } from './field-formats';

describe('spec §9 field → formatter map', () => {
  it.each([
    ['spec §9: size format for depths', 'dimensions.depthGround', 'size'],
    ['spec §9: size format for widths', 'dimensions.widthHouse', 'size'],
    ['spec §9: size format for distance to shops', 'environment.distance_shops', 'size'],
    ['spec §9: size format for distance to transport', 'distanceTransport', 'size'],
    ['spec §9: size format for distance to school', 'other.distance_school', 'size'],
    ['spec §9: size format for distance to the beach', 'other.distance_beach', 'size'],
    ['spec §9: currency for prices', 'general.price.value', 'currency'],
    ['spec §9: currency for notary prices', 'financial.price', 'currency'],
    ['spec §9: currency for costs', 'technical.monthlyCost', 'currency'],
    ['spec §9: currency for notary fees', 'general.notarySalery', 'currency'],
    ['spec §9: currency for the registration cost', 'general.registrationCost', 'currency'],
    ['spec §9: currency for the construction value', 'general.price.constructionValue', 'currency'],
    ['spec §9: currency for the cadastral income', 'ki.indexed', 'currency'],
    ['spec §9: currency for the rent per year', 'financial.rent_per_year', 'currency'],
    ['spec §9: surface for areas', 'dimensions.areaGround', 'surface'],
    ['spec §9: surface for notary surfaces', 'construction.living_area_surface', 'surface'],
    ['spec §9: per square meter for price per m²', 'financial.price_per_square_meter', 'perSquareMeter'],
    ['spec §9: EPC value in kWh/m²', 'energy.epcValue', 'epc'],
    ['spec §9: notary EPC value in kWh/m²', 'certification.epc_value', 'epc'],
    ['spec §9: EPC total per year', 'energy.epcValueTotal', 'epcPerYear'],
    ['spec §9: CO2', 'energy.shared.co2', 'co2'],
    ['spec §9: dates', 'technical.availableDate', 'date'],
    ['spec §9: notary dates', 'notary.session_date', 'date'],
    ['spec §9: years stay plain text', 'technical.constructionYear', 'text'],
    ['spec §9: parent id is not a price', 'general.parentId', 'text'],
    ['spec §9: counts are numbers', 'construction.bedrooms_count', 'number'],
    ['spec §9: descriptions are text', 'general.description', 'text'],
    ['spec §9: label keys work too (shared energy CO2)', 'field.energyShared.co2', 'co2'],
    ['spec §9: label keys work too (total price)', 'field.price.totalPrice', 'currency'],
    ['spec §9: notary label keys work too (EPC)', 'field.notary.certification.epc_value', 'epc'],
    ['spec §9: notary sale setting price', 'field.notary.notary.setting_price', 'currency'],
  ])('%s', (_rule, key, kind) => {
    expect(formatKindForField(key)).toBe(kind);
  });

  it.each([
    ['spec §9: formats a price field', 'general.price.value', 350000, '€ 350.000'],
    ['spec §9: formats an area field', 'dimensions.areaBuild', 180.5, '180,50 m²'],
    ['spec §9: formats a year as written', 'technical.constructionYear', 1995, '1995'],
    ['spec §9: EPC total per year in the locale', 'energy.epcValueTotal', 20000, '20.000 kWh/year'],
  ])('%s', (_rule, key, value, expected) => {
    expect(formatField(key, value, 'en')).toBe(expected);
  });

  it('spec §9: formatField never throws for any key and value (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.anything(), (key, value) => {
        expect(typeof formatField(key, value)).toBe('string');
      }),
    );
  });
});
