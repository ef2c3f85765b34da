import type { Estate } from '../../core/model/estate';

/** A broker-feed project with most fields filled, used by the view-model tests. */
export const projectFixture: Estate = {
  id: 100,
  status: { id: 1 },
  general: {
    id: 100,
    project: true,
    title: { nl: 'Residentie Zonneveld', en: 'Sunfield Residence' },
    address: { visible: true, street: { nl: 'Kerkstraat' }, number: '12', city: { id: 1, zip: '9000', name: 'Gent' }, region: 'FLANDERS' },
    price: { value: 250000, priceFrom: 250000 },
  },
};

/** A unit of the project with every broker section filled. */
export const unitFixture: Estate = {
  id: 101,
  status: { id: 1 },
  general: {
    id: 101,
    parentId: 100,
    title: { nl: 'Appartement 1.01', en: 'Apartment 1.01' },
    description: { nl: 'Lichtrijk', en: 'Bright' },
    subType: { id: 3, code: 'DUPLEX', name: 'Duplex' },
    transaction: { id: 1, name: 'For sale' },
    reference: 'ZV-101',
    floor: 1,
    bedroomCount: 2,
    tax: 0,
    registrationCost: -1,
    notarySalery: 2500,
    floodingScoreBuilding: 'D',
    floodingScoreParcel: 'A',
    buildingLicense: 'YES',
    townPlanningValue: null,
    heritageInventoried: true,
    address: { visible: true, street: { nl: 'Kerkstraat', fr: 'Rue de l’Église' }, number: '12', box: '1.01', city: { id: 1, zip: '9000', name: 'Gent', alias: { fr: 'Gand' } }, region: 'FLANDERS', geoLocation: { lat: 51.05, lon: 3.72 } },
    price: { value: 300000, totalPrice: 300000, constructionValue: 180000, groundValue: 120000, priceFrom: null },
    sticker: { id: 1, name: 'New', color: 'ffffff', colorText: 'ff0000' },
  },
  ki: { indexed: 1250, nonIndexed: 0 },
  salesRep: { firstname: 'An', lastname: 'Peeters', phone: '09 123 45 67', mobile: '0475 12 34 56', email: 'an@example.be', picture: 'https://cdn/an.jpg' },
  dimensions: { areaBuild: 95.5, depthHouse: 12.25, widthGround: 0 },
  energy: { epcValue: 140, energyLabel: 'B', epcValueTotal: 13000, co2: 25, shared: { epcValue: 900, energyLabel: 'E' } },
  technical: { constructionYear: 2024, condition: 'NEW', certificateConformity: false, certificateElectricity: 'OBTAINED', available: 'DEED', elevator: true },
  layout: {
    rooms: [
      { typeId: 1, surface: 14 },
      { typeId: 1, surface: 11.5 },
      { typeId: 5, name: { en: 'Main bathroom' } },
      { typeId: 16 },
      { typeId: 10, surface: 8, common: false },
    ],
    floors: [
      { level: 2, name: 'Second', rooms: [{ name: 'Attic', sort: 1 }] },
      { level: 0, name: 'Ground', rooms: [{ typeId: 14, count: 2, sort: 2 }, { typeId: 6, sort: 1 }] },
    ],
  },
  pictures: [
    { file: 'https://cdn/3.jpg', index: 3 },
    { file: 'https://cdn/1.jpg', index: 1 },
    { file: 'https://cdn/2.jpg', thumbnail: 'https://cdn/2-t.jpg', index: 2 },
  ],
  videos: [
    { typeId: 1, link: 'https://video/1' },
    { typeId: 2, link: 'https://tour/2' },
  ],
  facilities: [{ code: 'SWIMMING_POOL', name: 'Swimming pool', value: true }],
  buildTechnicals: [{ criteria: 'Roof insulation', value: '12 cm' }],
  environments: [
    { code: 'TOWN' },
    { code: 'shops', distance: 350 },
  ],
  files: [{ type: 'PLAN', link: 'https://cdn/plan.pdf', comment: { en: 'Floor plan' } }],
  rentalOptions: [{ description: { en: 'Parking' }, area: 12, distance: 50 }],
  extraFields: [
    { extra_field_autoid: 1, type: 'TEXT', value_lang_string: { en: 'View' }, value: 'Park' },
    { extra_field_autoid: 2, type: 'BIGTEXT', value_lang_string: { en: 'Story' }, value: 'Long text' },
    { extra_field_autoid: 3, type: 'NUMBER', value_lang_string: { en: 'Solar panels' }, value: '12' },
  ],
};

/** A second unit on the ground floor, sold. */
export const soldUnitFixture: Estate = {
  id: 102,
  status: { id: 4 },
  general: { id: 102, parentId: 100, floor: 0, transaction: { id: 5, name: 'Sold' }, price: { value: 200000 } },
};
