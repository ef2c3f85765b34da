import type { TypeCode } from '../../core/model';
import type { Region } from './municipalities';
import { SAMPLE_IDS } from './samples';

/**
 * What each documented sample record must be (samples.ts). The generator gives these ids these traits,
 * whatever else changes in how records are made, so demo pages and tests keep pointing at the same kinds.
 * Every pinned record has its address shown and pictures unless its pin says otherwise.
 */
export interface SamplePin {
  type?: TypeCode;
  /** Broker transaction id, or notary status id for a notary listing. */
  transactionId?: number;
  region?: Region;
  zip?: string;
  abroad?: boolean;
  agenda?: boolean;
  pictures?: boolean;
  sticker?: boolean;
  addressVisible?: boolean;
}

const S = SAMPLE_IDS;

export const SAMPLE_PINS: ReadonlyMap<number, SamplePin> = new Map<number, SamplePin>([
  [S.brokerHouseForSale, { type: 'HOUSE', transactionId: 1, region: 'FLANDERS', agenda: true }],
  [S.brokerApartmentForSale, { type: 'APARTMENT', transactionId: 1, region: 'FLANDERS' }],
  [S.brokerApartmentToRent, { type: 'APARTMENT', transactionId: 2, region: 'FLANDERS' }],
  [S.agendaToRent, { type: 'HOUSE', transactionId: 2, region: 'FLANDERS', agenda: true }],
  [S.brokerSold, { type: 'HOUSE', transactionId: 5, region: 'FLANDERS' }],
  [S.brokerRented, { type: 'APARTMENT', transactionId: 6, region: 'FLANDERS' }],
  [S.brokerWalloon, { region: 'WALLONIA' }],
  [S.brokerWithoutPictures, { type: 'HOUSE', transactionId: 1, pictures: false }],
  [S.brokerWithSticker, { type: 'HOUSE', transactionId: 1, sticker: true }],
  [S.brokerAbroad, { type: 'HOUSE', transactionId: 1, abroad: true }],
  [S.projectUnitSold, { transactionId: 5 }],
  [S.brokerHiddenAddress, { type: 'APARTMENT', transactionId: 1, zip: '2340', addressVisible: false }],
  [S.notaryForSale, { type: 'HOUSE', transactionId: 3 }],
  [S.notaryPlotForSale, { type: 'PLOT', transactionId: 3 }],
]);

export function pinOf(id: number): SamplePin | undefined {
  return SAMPLE_PINS.get(id);
}
