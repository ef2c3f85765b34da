/**
 * Records of the default dataset (seed 20260101, 2,000 estates) that browser tests can rely on.
 * demo-host/data/samples.test.ts checks that each still is what its name says.
 */
export const SAMPLE_IDS = {
  brokerHouseForSale: 100467,
  brokerApartmentForSale: 100512,
  brokerApartmentToRent: 100477,
  brokerSold: 100471,
  brokerRented: 100472,
  brokerWalloon: 100012,
  brokerWithoutPictures: 100502,
  brokerWithSticker: 100500,
  brokerAbroad: 100476,
  /** Live agenda: free viewing slots from tomorrow on. */
  agendaForSale: 100467,
  agendaToRent: 100468,
  project: 100001,
  projectUnit: 100002,
  projectUnitSold: 100004,
  notaryForSale: 700001,
  notaryPublicSale: 700002,
  notarySold: 700003,
  notaryToRent: 700006,
  notaryRented: 700007,
  notaryPlotForSale: 700041,
  notaryVatRegime: 700012,
  rentalUnit: 900001,
  /** address.visible false: the service sends neither its street nor its exact position (DESIGN §3). */
  brokerHiddenAddress: 100562,
} as const;

/**
 * What the dataset holds of SAMPLE_IDS.brokerHiddenAddress and no answer may carry, so tests can look
 * for it on pages and in answers (samples.test.ts checks it against the dataset).
 */
export const HIDDEN_ADDRESS_SAMPLE = {
  id: SAMPLE_IDS.brokerHiddenAddress,
  /** The street per page language: a proper name, the same in all four. */
  streets: ['Zandstraat', 'Zandstraat', 'Zandstraat', 'Zandstraat'],
  streetAddress: 'Zandstraat 208 bus 6',
  /** Street and number as a page or a slug would show them. */
  streetLine: 'Zandstraat 208',
  streetSlug: 'zandstraat-208',
  lat: 51.336552,
  lon: 4.846895,
  cityId: 21,
  city: 'Beerse',
} as const;

/**
 * The viewing appointment the block catalogue's cancel-appointment example shows (site demo). Booked
 * afresh on every start of the service (api/sample-appointment.ts), so cancelling it in the catalogue
 * lasts until the next start. Real appointment ids are random (DESIGN §3); this one is public on purpose.
 */
export const SAMPLE_APPOINTMENT_ID = 'catalogue-sample-appointment';
