import { describe, it, expect } from 'vitest';
import { brokerFieldRule, isNotaryFieldHidden, notaryHideReason } from './index';
import type { Estate } from '../model/estate';
import type { PropertyListing } from '../model/property-listing';
import { NOTARY_STATUS } from '../model/status';

const listing = (patch: Partial<PropertyListing>): PropertyListing => ({ id: 1, status: NOTARY_STATUS.FOR_SALE, type: 'HOUSE', ...patch });

describe('spec §5 notary feed rules', () => {
  it.each([
    ['spec §5: TO_RENT hides the electrical certificate', listing({ status: NOTARY_STATUS.TO_RENT }), 'certification.electrical_certificate', 'rental'],
    ['spec §5: TO_RENT hides the electrical certificate conformity (group)', listing({ status: NOTARY_STATUS.TO_RENT }), 'certification.electrical_certificate_conformity', 'rental'],
    ['spec §5: RENTED hides the electrical certificate information (group)', listing({ status: NOTARY_STATUS.RENTED }), 'field.notary.certification.electrical_certificate_information', 'rental'],
    ['spec §5: TO_RENT hides the planning permission', listing({ status: NOTARY_STATUS.TO_RENT }), 'planning.permission', 'rental'],
    ['spec §5: TO_RENT hides the most recent destination', listing({ status: NOTARY_STATUS.TO_RENT_COMMERCIAL }), 'planning.most_recent_destination', 'rental'],
    ['spec §5: RENTED hides the proceeding', listing({ status: NOTARY_STATUS.RENTED }), 'planning.proceeding', 'rental'],
    ['spec §5: RENTED hides the subdivision permit', listing({ status: NOTARY_STATUS.RENTED }), 'planning.subdivision_permit', 'rental'],
    ['spec §5: TO_RENT hides the as-built certificate', listing({ status: NOTARY_STATUS.TO_RENT_UNDER_OPTION }), 'certification.as_built_certificate', 'rental'],
    ['spec §5: TO_RENT keeps the price', listing({ status: NOTARY_STATUS.TO_RENT }), 'financial.price', null],
    ['spec §5: FOR_SALE keeps the planning permission', listing({}), 'planning.permission', null],
    ['spec §5: SOLD keeps the proceeding', listing({ status: NOTARY_STATUS.SOLD }), 'planning.proceeding', null],
    ['spec §5: PLOT hides the electrical certificate group', listing({ type: 'PLOT' }), 'certification.electrical_certificate_conformity', 'plot'],
    ['spec §5: PLOT keeps the planning permission', listing({ type: 'PLOT' }), 'planning.permission', null],
    ['spec §5: VAT regime hides the price', listing({ financial: { vat_regime: true } }), 'financial.price', 'vat'],
    ['spec §5: VAT regime hides the land price', listing({ financial: { vat_regime: true } }), 'financial.land_price', 'vat'],
    ['spec §5: VAT regime hides the infrastructure price', listing({ financial: { vat_regime: true } }), 'financial.infrastructure_price', 'vat'],
    ['spec §5: VAT regime hides the notary cost total', listing({ financial: { vat_regime: true } }), 'field.notary.notary_cost.total', 'vat'],
    ['spec §5: VAT regime keeps the notary fee', listing({ financial: { vat_regime: true } }), 'notary_cost.notary_fee', null],
    ['spec §5: no VAT regime keeps the price', listing({ financial: { vat_regime: false } }), 'financial.price', null],
  ])('%s', (_rule, l, key, reason) => {
    expect(notaryHideReason(l, key)).toBe(reason);
    expect(isNotaryFieldHidden(l, key)).toBe(reason !== null);
  });
});

const estate = (region: string | null, general: Partial<Estate['general']> = {}, technical: Estate['technical'] = {}): Estate => ({
  id: 1,
  status: { id: 1 },
  general: { id: 1, address: { region }, ...general },
  technical,
});

describe('spec §5 broker feed rules', () => {
  it.each([
    ['spec §5: planning field with a value shows in Wallonia', estate('WALLONIA', { buildingLicense: 'YES' }), 'general.buildingLicense', 'YES', { visible: true }],
    ['spec §5: empty planning field hidden in Wallonia', estate('WALLONIA'), 'general.buildingLicense', null, { visible: false }],
    ['spec §5: empty planning field shows "Not entered" outside Wallonia', estate('FLANDERS'), 'general.townPlanningValue', null, { visible: true, textKey: 'field.not_entered' }],
    ['spec §5: empty planning field shows when the region is unknown', estate(null), 'general.presaleRight', undefined, { visible: true, textKey: 'field.not_entered' }],
    ['spec §5: as-built certificate shown for a non-Walloon estate with a value', estate('FLANDERS'), 'general.certificateAsBuilt', 'YES', { visible: true }],
    ['spec §5: as-built certificate hidden in Wallonia even with a value', estate('WALLONIA'), 'general.certificateAsBuilt', 'YES', { visible: false }],
    ['spec §5: as-built certificate hidden without a value', estate('FLANDERS'), 'general.certificateAsBuilt', null, { visible: false }],
    ['spec §5: flood score shown for a non-Walloon estate with a value', estate('BRUSSELS'), 'general.floodingScoreBuilding', 'B', { visible: true }],
    ['spec §5: flood score hidden in Wallonia', estate('wallonia'), 'general.floodingScoreParcel', 'D', { visible: false }],
    ['spec §5: heritage inventoried shown outside Wallonia with a value', estate('FLANDERS'), 'general.heritageInventoried', true, { visible: true }],
    ['spec §5: heritage inventoried hidden in Wallonia', estate('WALLONIA'), 'general.heritageInventoried', true, { visible: false }],
    ['spec §5: availability shown when defined', estate(null), 'technical.available', 'IMMEDIATE', { visible: true }],
    ['spec §5: availability hidden when undefined', estate(null), 'technical.available', undefined, { visible: false }],
    ['spec §5: certificate of conformity shown when defined', estate(null), 'technical.certificateConformity', 'VALID', { visible: true }],
    ['spec §5: certificate of conformity hidden when false', estate(null), 'technical.certificateConformity', false, { visible: false }],
    ['spec §5: certificate of conformity hidden when null', estate(null), 'technical.certificateConformity', null, { visible: false }],
    ['spec §5: electricity certificate shown when defined', estate(null), 'technical.certificateElectricity', 'NOT_OBTAINED', { visible: true }],
    ['spec §5: electricity certificate hidden when null', estate(null), 'technical.certificateElectricity', null, { visible: false }],
    ['spec §5: proceedings default text when null', estate('WALLONIA'), 'general.proceedings', null, { visible: true, textKey: 'field.proceedings.default' }],
    ['spec §5: proceedings shows its value', estate('FLANDERS'), 'general.proceedings', 'Herstelvordering', { visible: true }],
    ['spec §3: other fields visible when not empty', estate(null), 'dimensions.areaGround', 500, { visible: true }],
    ['spec §3: other fields hidden when zero', estate(null), 'dimensions.areaGround', 0, { visible: false }],
  ])('%s', (_rule, e, path, value, expected) => {
    expect(brokerFieldRule(e, path, value)).toEqual(expected);
  });
});
