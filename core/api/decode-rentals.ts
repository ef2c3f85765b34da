/** Decoder of a rental unit, alone or in a rental search answer (rental-calls.ts, rental-search-calls.ts). */
import type { RentalUnit } from '../model';
import { fail, isId, isObject, object, type Json } from './decode';
import { conform, type Notes, type Report, type Shape } from './conform';

const NAME = { id: 'n', name: 't' } as const;
const RENTAL_UNIT: { readonly [key: string]: Shape } = {
  photos: [{ original: 'u', medium: 'u', thumbnail: 'u' }],
  address: { street: 't', number: 's', box: 's', visible: 'b', city: { name: 's', alias: 't', zip: 's' } },
  general: {
    description: 't', descriptionShort: 't', location: NAME, city: { name: 's' }, maxOccupation: 'n', subKind: NAME,
    garage: 'b', floor: 'n', building: { name: 's', rentalName: 's' },
  },
  rooms: { bedrooms: 'n', bathrooms: 'n' },
  prices: [{ periodType: 's', from: 'n' }],
};

/** A rental unit, alone or in a rental search answer (rental-calls.ts, rental-search-calls.ts). */
export function decodeRentalUnit(v: unknown, report: Report): RentalUnit {
  const notes: Notes = { count: 0 };
  const unit = conformRentalUnit(v, 'rental unit', 'unit', notes);
  report('rental unit', notes);
  return unit;
}

/** A rental unit at `path` of the answer `what`, what was changed noted in `notes` (the caller reports). */
export function conformRentalUnit(v: unknown, what: string, path: string, notes: Notes): RentalUnit {
  const unit = object(what, v, path);
  if (!isId(unit.id)) fail(what, `${path}.id`, 'an id', unit.id);
  const out = conform(unit, RENTAL_UNIT, path, notes) as Json;
  return { ...out, general: out.general ?? {}, photos: (out.photos as unknown[] | undefined)?.filter(isObject) ?? [] } as unknown as RentalUnit;
}
