import type { Estate } from '../../core/model/estate';
import type { PropertyListing } from '../../core/model/property-listing';

/** Hand-made records for the component tests (ids as the reference service's id bases). */
export function brokerEstate(partial: Partial<Estate> = {}, general: Partial<Estate['general']> = {}): Estate {
  return {
    id: 100123,
    status: { id: 1 },
    general: {
      id: 100123,
      title: { nl: 'Ruime villa', fr: 'Villa spacieuse', en: 'Spacious villa', de: 'Geräumige Villa' },
      description: { en: '<p>Lovely <strong>garden</strong></p><img src=x onerror="window.__ebPwned=1">' },
      subType: { id: 3, code: 'VILLA', name: 'Villa' },
      headType: { id: 1, code: 'HOUSE' },
      transaction: { id: 1, name: 'For sale' },
      reference: '9000-00123',
      bedroomCount: 4,
      floodingScoreBuilding: 'D',
      address: { visible: true, street: { en: 'Kerkstraat' }, number: '12', city: { id: 1, zip: '9000', name: 'Gent' }, region: 'FLANDERS' },
      price: { value: 450000, totalPrice: 450000 },
      ...general,
    },
    salesRep: { firstname: 'Anna', lastname: 'Peeters', phone: '+32 9 123 45 67', email: 'anna@example.com' },
    energy: { epcValue: 350, energyLabel: 'C' },
    dimensions: { areaGround: 820, areaBuild: 210 },
    pictures: [
      { file: '/p/2.jpg', thumbnail: '/t/2.jpg', index: 2 },
      { file: '/p/1.jpg', thumbnail: '/t/1.jpg', index: 1 },
    ],
    ...partial,
  };
}

export function notaryListing(partial: Partial<PropertyListing> = {}): PropertyListing {
  return {
    id: 700010,
    status: 3,
    type: 'HOUSE',
    subType: 'VILLA',
    title: { en: 'Notary villa' },
    external_id: 'N-10',
    general: { zip: '2000', city: 'Antwerpen', street: { en: 'Meir' }, number: '1' },
    financial: { price: 320000, land_price: 90000 },
    certification: { electrical_certificate: 'OBTAINED', epc_value: 200, energy_label: 'B' },
    planning: { permission: 'YES' },
    construction: { bedrooms_count: 3 },
    media: { pictures: ['/p/n1.jpg'] },
    ...partial,
  };
}
