import type { RentalFilterModel } from '../../core/model';
import type { RentalFilter } from '../../core/rentals/rental-list-store';
import { pickTranslated } from '../../core/routes/slug';
import type { Locale } from '../../core/i18n/locale';
import type { Translator } from '../../core/i18n';
import { SelectField, type SelectOption } from '../ui/form/select-field';
import { StayFields } from './stay-fields';

type Translate = Translator['t'];

export interface RentalFiltersProps {
  filter: RentalFilter;
  options: RentalFilterModel | null;
  locale: Locale;
  t: Translate;
  idPrefix: string;
  /** ISO day, Belgian time: the earliest arrival. */
  today: string;
  onChange: (filter: RentalFilter) => void;
}

const LOOK = { field: 'eb-rental-filters__field', label: 'eb-rental-filters__label', control: 'eb-rental-filters__select' };

/** The rental filter model (spec §3) as native selects and a stay's dates: each change reloads the list from the first item. */
export function RentalFilters({ filter, options, locale, t, idPrefix, today, onChange }: RentalFiltersProps) {
  const o = options;
  const ids = (list: number[] | undefined) => (list?.[0] !== undefined ? String(list[0]) : '');
  const toIds = (value: string) => (value ? [Number(value)] : []);
  const selects: { name: string; label: string; value: string; options: SelectOption[]; set: (v: string) => RentalFilter }[] = [
    {
      name: 'location',
      label: t('rental.filters.location'),
      value: ids(filter.locationIds),
      options: (o?.locations ?? []).map((x) => ({ value: String(x.id), label: pickTranslated(x.name, locale) })),
      set: (v) => ({ ...filter, locationIds: toIds(v) }),
    },
    {
      name: 'kind',
      label: t('rental.filters.kind'),
      value: ids(filter.subKindIds),
      options: (o?.subKinds ?? []).map((x) => ({ value: String(x.id), label: pickTranslated(x.name, locale) })),
      set: (v) => ({ ...filter, subKindIds: toIds(v) }),
    },
    {
      name: 'city',
      label: t('rental.filters.city'),
      value: ids(filter.cityIds),
      options: (o?.cities ?? []).map((x) => ({ value: String(x.id), label: x.zip ? `${x.zip} ${x.name}` : x.name })),
      set: (v) => ({ ...filter, cityIds: toIds(v) }),
    },
    {
      name: 'occupation',
      label: t('rental.filters.occupation'),
      value: filter.occupation ? String(filter.occupation) : '',
      options: (o?.maxOccupations ?? []).map((n) => ({ value: String(n), label: t('rental.filters.persons_at_least', { count: n }) })),
      set: (v) => ({ ...filter, occupation: v ? Number(v) : undefined }),
    },
    {
      name: 'periodType',
      label: t('rental.filters.period_type'),
      value: filter.periodType ?? '',
      options: (o?.periodTypes ?? []).map((x) => ({ value: x.id, label: pickTranslated(x.name, locale) })),
      set: (v) => ({ ...filter, periodType: v || undefined }),
    },
  ];
  return (
    <form className="eb-rental-filters" role="search" aria-label={t('rental.filters.label')} onSubmit={(e) => e.preventDefault()}>
      <StayFields stay={{ from: filter.from, to: filter.to }} today={today} lastDay={lastDayOf(o)} t={t} idPrefix={idPrefix}
        onChange={(stay) => onChange({ ...filter, from: stay?.from, to: stay?.to })} />
      {selects.map((s) => (
        <SelectField key={s.name} id={`${idPrefix}-${s.name}`} name={s.name} label={s.label} value={s.value} options={s.options}
          emptyLabel={t('rental.filters.any')} classes={LOOK} onChange={(v) => onChange(s.set(v))} />
      ))}
      <button type="button" className="eb-rental-filters__clear" onClick={() => onChange({})}>
        {t('rental.filters.clear')}
      </button>
    </form>
  );
}

/** The last day any unit publishes a period for: a stay after it has no calendar to be checked against. */
function lastDayOf(options: RentalFilterModel | null): string | undefined {
  return options?.periodDates.reduce<string | undefined>((last, p) => (!last || p.end > last ? p.end : last), undefined);
}
