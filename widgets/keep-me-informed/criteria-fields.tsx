import { useCallback } from 'react';
import type { FormValue, FormValues } from '../../core/forms';
import { selectedTransaction, transactionIdsOf } from '../../core/view-models/transaction-options';
import type { TranslateVars } from '../../core/i18n';
import type { CityOption } from '../../core/model';
import { matchCities } from '../../core/query/match-cities';
import { CityCombobox } from '../ui/city-combobox/city-combobox';
import { CheckboxGroup, SelectField, TextField } from '../ui/form';
import type { CriteriaOptions } from './use-criteria-options';
import { KeptCriteria } from './kept-criteria';

export interface CriteriaFieldsProps {
  values: FormValues;
  options: CriteriaOptions;
  error: (name: string) => string | undefined;
  idOf: (name: string) => string;
  setValue: (value: FormValue, name: string) => void;
  t: (key: string, vars?: TranslateVars) => string;
}

const BEDROOMS = ['1', '2', '3', '4', '5', '6'];
const labelIn = (options: readonly { value: string; label: string }[]) => (value: string) => options.find((o) => o.value === value)?.label ?? value;
// A saved city the service no longer lists keeps its place (and can be removed) under its id.
const unknownCity = (id: string): CityOption => ({ id: Number(id), zip: '', name: `#${id}`, lat: 0, lon: 0 });

/** The search criteria of a subscription: offer, types, municipalities, price range, bedrooms. Props only. */
export function CriteriaFields({ values, options, error, idOf, setValue, t }: CriteriaFieldsProps) {
  const str = (name: string) => String(values[name] ?? '');
  const cities = (values.cities as string[]) ?? [];
  const byId = new Map(options.cities.map((c) => [String(c.id), c]));
  const chosen = cities.map((id) => byId.get(id) ?? unknownCity(id));
  // The cities the service lists for the site, filtered as the visitor types (no call per keystroke).
  const search = useCallback(async (q: string) => matchCities(options.cities, q), [options.cities]);
  return (
    <fieldset className="eb-form__group eb-kmi__criteria">
      <legend className="eb-form__legend">{t('kmi.criteria')}</legend>
      <div className="eb-kmi__criteria-body">
        <SelectField id={idOf('transactions')} name="transactions" label={t('kmi.transaction')} value={selectedTransaction(options.transactions, transactionIdsOf(str('transactions')))} options={options.transactions} emptyLabel={t('kmi.any')} onChange={setValue} error={error('transactions')} optionalLabel={t('form.optional')} />
        {options.types.length ? (
          <CheckboxGroup id={idOf('headTypes')} name="headTypes" legend={t('kmi.types')} options={options.types} value={(values.headTypes as string[]) ?? []} onChange={setValue} error={error('headTypes')} />
        ) : null}
        <CityCombobox
          id={idOf('cities')}
          label={t('kmi.cities.add')}
          selectedLabel={t('kmi.cities')}
          noneSelectedText={t(str('geoRange') ? 'kmi.cities.none_area' : 'kmi.cities.none')}
          hint={t('listing.search.city_hint')}
          noneText={t('listing.search.city_none')}
          removeLabel={(name) => t('listing.search.city_remove', { name })}
          resultsText={(count) => t('listing.search.city_results', { count })}
          selected={chosen}
          search={search}
          debounceMs={0}
          onSelect={(city) => setValue([...cities, String(city.id)], 'cities')}
          onRemove={(city) => setValue(cities.filter((id) => id !== String(city.id)), 'cities')}
        />
        <KeptCriteria
          subTypes={(values.subTypes as string[]) ?? []}
          countries={(values.countries as string[]) ?? []}
          geoRange={str('geoRange')}
          subTypeLabel={labelIn(options.subTypes)}
          countryLabel={labelIn(options.countries)}
          cities={options.cities}
          setValue={setValue}
          t={t}
        />
        <div className="eb-form__row">
          <TextField id={idOf('priceMin')} name="priceMin" label={t('kmi.priceMin')} value={str('priceMin')} inputMode="numeric" required={false} optionalLabel={t('form.optional')} onChange={setValue} error={error('priceMin')} maxLength={12} />
          <TextField id={idOf('priceMax')} name="priceMax" label={t('kmi.priceMax')} value={str('priceMax')} inputMode="numeric" required={false} optionalLabel={t('form.optional')} onChange={setValue} error={error('priceMax')} maxLength={12} />
        </div>
        <SelectField id={idOf('bedroomsMin')} name="bedroomsMin" label={t('kmi.bedroomsMin')} value={str('bedroomsMin')} options={BEDROOMS.map((b) => ({ value: b, label: b === '6' ? '6+' : b }))} emptyLabel={t('kmi.any')} onChange={setValue} error={error('bedroomsMin')} optionalLabel={t('form.optional')} />
      </div>
    </fieldset>
  );
}
