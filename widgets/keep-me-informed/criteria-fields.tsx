import type { FormValue, FormValues } from '../../core/forms';
import { selectedTransaction, transactionIdsOf } from '../../core/view-models/transaction-options';
import type { CityOption } from '../../core/model';
import { CheckboxGroup, SelectField, TextField } from '../ui/form';
import type { CriteriaOptions } from './use-criteria-options';

export interface CriteriaFieldsProps {
  values: FormValues;
  options: CriteriaOptions;
  error: (name: string) => string | undefined;
  idOf: (name: string) => string;
  setValue: (value: FormValue, name: string) => void;
  t: (key: string) => string;
}

const BEDROOMS = ['1', '2', '3', '4', '5', '6'];
const cityLabel = (c: CityOption) => `${c.zip} ${c.name}`;

/** The search criteria of a subscription: offer, types, municipalities, price range, bedrooms. Props only. */
export function CriteriaFields({ values, options, error, idOf, setValue, t }: CriteriaFieldsProps) {
  const str = (name: string) => String(values[name] ?? '');
  const cities = (values.cities as string[]) ?? [];
  const byId = new Map(options.cities.map((c) => [String(c.id), c]));
  const chosen = cities.map((id) => ({ value: id, label: byId.has(id) ? cityLabel(byId.get(id)!) : `#${id}` }));
  const addable = options.cities.filter((c) => !cities.includes(String(c.id))).map((c) => ({ value: String(c.id), label: cityLabel(c) }));
  return (
    <fieldset className="eb-form__group eb-kmi__criteria">
      <legend className="eb-form__legend">{t('kmi.criteria')}</legend>
      <div className="eb-kmi__criteria-body">
        <SelectField id={idOf('transactions')} name="transactions" label={t('kmi.transaction')} value={selectedTransaction(options.transactions, transactionIdsOf(str('transactions')))} options={options.transactions} emptyLabel={t('kmi.any')} onChange={setValue} error={error('transactions')} optionalLabel={t('form.optional')} />
        {options.types.length ? (
          <CheckboxGroup id={idOf('headTypes')} name="headTypes" legend={t('kmi.types')} options={options.types} value={(values.headTypes as string[]) ?? []} onChange={setValue} error={error('headTypes')} />
        ) : null}
        {chosen.length ? (
          <CheckboxGroup id={idOf('cities')} name="cities" legend={t('kmi.cities')} options={chosen} value={cities} onChange={setValue} error={error('cities')} />
        ) : (
          <p className="eb-kmi__hint">{t('kmi.cities.none')}</p>
        )}
        <SelectField id={idOf('addCity')} name="addCity" label={t('kmi.cities.add')} value="" options={addable} emptyLabel="—" onChange={(id) => id && setValue([...cities, id], 'cities')} />
        <div className="eb-form__row">
          <TextField id={idOf('priceMin')} name="priceMin" label={t('kmi.priceMin')} value={str('priceMin')} inputMode="numeric" required={false} optionalLabel={t('form.optional')} onChange={setValue} error={error('priceMin')} maxLength={12} />
          <TextField id={idOf('priceMax')} name="priceMax" label={t('kmi.priceMax')} value={str('priceMax')} inputMode="numeric" required={false} optionalLabel={t('form.optional')} onChange={setValue} error={error('priceMax')} maxLength={12} />
        </div>
        <SelectField id={idOf('bedroomsMin')} name="bedroomsMin" label={t('kmi.bedroomsMin')} value={str('bedroomsMin')} options={BEDROOMS.map((b) => ({ value: b, label: b === '6' ? '6+' : b }))} emptyLabel={t('kmi.any')} onChange={setValue} error={error('bedroomsMin')} optionalLabel={t('form.optional')} />
      </div>
    </fieldset>
  );
}
