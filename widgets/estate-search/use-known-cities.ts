import { useMemo, useRef } from 'react';
import type { CityOption } from '../../core/model';

/** Cities the block knows by id: the filter options' locations plus every city the visitor picked. */
export function useKnownCities(locations: readonly CityOption[], ids: readonly number[] | undefined) {
  const picked = useRef(new Map<number, CityOption>());
  const selected = useMemo(() => {
    const byId = new Map(locations.map((c) => [c.id, c]));
    return (ids ?? []).flatMap((id) => {
      const city = picked.current.get(id) ?? byId.get(id);
      return city ? [city] : [];
    });
  }, [locations, ids]);
  const remember = (city: CityOption) => picked.current.set(city.id, city);
  return { selected, remember };
}
