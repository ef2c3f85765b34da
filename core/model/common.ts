/**
 * Shared primitives of the site content service model.
 *
 * Model conventions (one definition, used by the widgets and the reference service):
 * - Texts the feeds deliver in every language are `Translated` objects ({ nl, fr, en, de }); names
 *   the service resolves itself (transaction, sub-type, city names in filter options) are plain
 *   strings in the request's Accept-Language (nl when absent).
 * - Dates are ISO-8601 strings: `YYYY-MM-DD` for days, full date-time with offset for moments.
 * - Amounts are numbers in euro; surfaces in m²; distances in m unless the name says km.
 * - Absent and `null` both mean "not entered"; -1 means "cleared" (spec §5 display rule).
 */
import type { Locale } from '../i18n/locale';

/** A text per language; any language may be missing. */
export type Translated<T = string> = Partial<Record<Locale, T>>;

/** Which source feed a record comes from (spec §1). */
export type Feed = 'broker' | 'notary';

export interface GeoPoint {
  lat: number;
  lon: number;
}

/** An id with a resolved display name, e.g. a transaction `{ id: 1, name: 'Te koop' }`. */
export interface NamedRef<Id = number> {
  id: Id;
  name?: string;
}
