/** Holiday rental units (spec §3 "Rental unit", "Rental filter model"). */
import type { Translated } from './common';

type Opt<T> = T | null | undefined;

export interface RentalPhoto {
  original: string;
  medium?: Opt<string>;
  thumbnail?: Opt<string>;
}

export interface RentalAddress {
  street?: Translated;
  number?: Opt<string>;
  box?: Opt<string>;
  city?: { name: string; alias?: Translated; zip?: Opt<string> };
  /** Address display is empty when false (spec §3). */
  visible?: boolean;
}

export interface RentalUnit {
  id: number;
  /** First is the main image. */
  photos: RentalPhoto[];
  address?: RentalAddress;
  general: {
    description?: Translated;
    descriptionShort?: Translated;
    location?: { id?: number; name?: Translated | string };
    city?: { name?: string };
    maxOccupation?: Opt<number>;
    /** Shown as type. */
    subKind?: { id?: number; name?: Translated | string };
    garage?: Opt<boolean>;
    floor?: Opt<number>;
    building?: { name?: Opt<string>; /** Shown as reference. */ rentalName?: Opt<string> };
  };
  rooms?: { bedrooms?: Opt<number>; bathrooms?: Opt<number> };
  /** In list answers: the lowest price of the unit's bookable periods, one entry per period type. */
  prices?: RentalPriceFrom[];
}

/** The lowest price of a unit's bookable periods of one type ('WEEK': from € 650 a week). */
export interface RentalPriceFrom {
  periodType: string;
  from: number;
}

export interface RentalPeriod {
  id: number;
  /** e.g. 'WEEK', 'WEEKEND', 'MIDWEEK'. */
  periodType: string;
  /** ISO dates. */
  start: string;
  end: string;
  price?: Opt<number>;
  available: boolean;
}

export interface TranslatedOption<Id = number> {
  id: Id;
  name: Translated;
}

export interface RentalFilterModel {
  locations: TranslatedOption[];
  subKinds: TranslatedOption[];
  maxOccupations: number[];
  cities: { id: number; name: string; zip?: string }[];
  periodTypes: TranslatedOption<string>[];
  /** ISO dates on which a period starts. */
  periodStartDates: string[];
  periodDates: { start: string; end: string }[];
}
