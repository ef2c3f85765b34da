import type { FormValue } from '../../core/forms';
import type { TranslateVars } from '../../core/i18n';
import type { CityOption } from '../../core/model';
import { parseGeoRange } from '../../core/query/geo-range';
import { nearestCity } from '../../core/query/nearest-city';
import { RemovableChips } from '../ui/chips/removable-chips';

export interface KeptCriteriaProps {
  subTypes: string[];
  countries: string[];
  geoRange: string;
  subTypeLabel: (id: string) => string;
  countryLabel: (code: string) => string;
  cities: readonly CityOption[];
  setValue: (value: FormValue, name: string) => void;
  t: (key: string, vars?: TranslateVars) => string;
}

/** "within 10 km of Gent", or of "the chosen point" when no listed city lies at the centre. */
export function areaLabel(geoRange: string, cities: readonly CityOption[], t: KeptCriteriaProps['t']): string | undefined {
  const range = parseGeoRange(geoRange);
  if (!range) return undefined;
  const city = nearestCity(cities, range);
  return city ? t('kmi.area', { count: range.distanceKm, city: city.name }) : t('kmi.area_point', { count: range.distanceKm });
}

/**
 * The criteria a subscription keeps from the search that the form has no field for (sub-types, countries, a
 * distance search): shown, so the visitor sees everything they subscribe to, and each can be removed.
 */
export function KeptCriteria({ subTypes, countries, geoRange, subTypeLabel, countryLabel, cities, setValue, t }: KeptCriteriaProps) {
  const area = areaLabel(geoRange, cities, t);
  const items = [
    ...subTypes.map((id) => ({ key: `s${id}`, label: subTypeLabel(id), remove: () => setValue(subTypes.filter((x) => x !== id), 'subTypes') })),
    ...countries.map((code) => ({ key: `c${code}`, label: countryLabel(code), remove: () => setValue(countries.filter((x) => x !== code), 'countries') })),
    ...(area ? [{ key: 'area', label: area, remove: () => setValue('', 'geoRange') }] : []),
  ];
  if (!items.length) return null;
  return (
    <div className="eb-kmi__kept">
      <p className="eb-kmi__kept-title" aria-hidden="true">{t('kmi.kept')}</p>
      <RemovableChips label={t('kmi.kept')} chips={items} removeLabel={(item) => t('kmi.kept.remove', { name: item.label })} onRemove={(item) => item.remove()} />
    </div>
  );
}
