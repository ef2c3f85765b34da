import { describe, expect, it } from 'vitest';
import type { Translated } from '../model/common';
import type {
  BuildTechnical, EnergyValues, Estate, EstateAddress, EstateDimensions, EstateEnvironment, EstateFacility,
  EstateFile, EstateGeneral, EstateKi, EstatePicture, EstatePrice, EstateSticker, EstateTechnical, ExtraField,
  FloorRoom, LayoutFloor, LayoutRoom, RentalOption, SalesRep,
} from '../model/estate';
import type { NotaryCustomRoomKey, NotaryRoomKey, PropertyListing } from '../model/property-listing';
import type { BrokerFieldKey, NotaryFieldKey } from './keys';
import brokerEn from './messages/fields-broker.en';
import notaryEn from './messages/fields-notary.en';

type Keys<T> = Exclude<keyof NonNullable<T>, symbol | number>;
type IsGroup<T> = NonNullable<T> extends object ? ([Keys<T>] extends [keyof Translated] ? false : true) : false;

/** Every field of the notary property listing as a spec §3 dotted key (layout rooms as one field each). */
type NotaryGroups = { [K in Keys<PropertyListing>]-?: IsGroup<PropertyListing[K]> extends true ? K : never }[Keys<PropertyListing>];
type NotaryDotted =
  | Exclude<Keys<PropertyListing>, NotaryGroups | 'id'>
  | { [G in Exclude<NotaryGroups, 'layout'>]: `${G}.${Keys<PropertyListing[G]>}` }[Exclude<NotaryGroups, 'layout'>]
  | `layout.${NotaryRoomKey}`
  | `layout.custom.${NotaryCustomRoomKey}`;

/** Every displayable field of the broker estate, per group of the key scheme (ids and type ids are not shown). */
type BrokerDotted =
  | `general.${Exclude<Keys<EstateGeneral>, 'address' | 'price' | 'sticker'>}`
  | `address.${Keys<EstateAddress>}`
  | `price.${Keys<EstatePrice>}`
  | `sticker.${Keys<EstateSticker>}`
  | `ki.${Keys<EstateKi>}`
  | `salesRep.${Keys<SalesRep>}`
  | `dimensions.${Keys<EstateDimensions>}`
  | `energy.${Exclude<Keys<Estate['energy']>, 'shared'>}`
  | `energyShared.${Keys<EnergyValues>}`
  | `technical.${Keys<EstateTechnical>}`
  | `layout.${Exclude<Keys<LayoutRoom> | Keys<FloorRoom> | Keys<LayoutFloor>, 'typeId' | 'rooms'>}`
  | `pictures.${Keys<EstatePicture>}`
  | `facilities.${Exclude<Keys<EstateFacility>, 'code'>}`
  | `buildTechnicals.${Keys<BuildTechnical>}`
  | `environments.${Exclude<Keys<EstateEnvironment>, 'code' | 'name'>}`
  | `files.${Keys<EstateFile>}`
  | `rentalOptions.${Keys<RentalOption>}`
  | `extraFields.${Keys<ExtraField>}`;

// Compile-time: tsc names any model field without a label here.
type MissingNotary = Exclude<`field.notary.${NotaryDotted}`, NotaryFieldKey>;
type MissingBroker = Exclude<`field.${BrokerDotted}`, BrokerFieldKey>;
const notaryComplete: [MissingNotary] extends [never] ? true : MissingNotary = true;
const brokerComplete: [MissingBroker] extends [never] ? true : MissingBroker = true;

describe('field labels cover the core/model entities (spec §3)', () => {
  it('every notary listing field and every broker estate field has a label key (checked by tsc)', () => {
    expect([notaryComplete, brokerComplete]).toEqual([true, true]);
  });

  it.each([
    ['spec §3 notary: certification.energy_label', 'field.notary.certification.energy_label', notaryEn],
    ['spec §3 notary: layout.custom.room10', 'field.notary.layout.custom.room10', notaryEn],
    ['spec §3 notary: project.project_phase', 'field.notary.project.project_phase', notaryEn],
    ['spec §3 broker: energy.shared → energyShared', 'field.energyShared.co2', brokerEn],
    ['spec §3 broker: layout room type 14 parking space', 'field.layout.roomType.14', brokerEn],
  ])('%s', (_rule, key, part) => {
    expect((part as Record<string, string>)[key]).toBeTruthy();
  });
});
