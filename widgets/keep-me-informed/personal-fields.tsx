import type { FormValue, FormValues } from '../../core/forms';
import { LIMITS } from '../../core/validation/messages';
import { TextField } from '../ui/form';

export interface PersonalFieldsProps {
  values: FormValues;
  error: (name: string) => string | undefined;
  idOf: (name: string) => string;
  setValue: (value: FormValue, name: string) => void;
  t: (key: string) => string;
  /** The subscriber's e-mail cannot change on the edit page. */
  withEmail: boolean;
}

/** Name, e-mail and optional phone of a subscriber. Props only. */
export function PersonalFields({ values, error, idOf, setValue, t, withEmail }: PersonalFieldsProps) {
  const str = (name: string) => String(values[name] ?? '');
  return (
    <>
      <div className="eb-form__row">
        <TextField id={idOf('firstName')} name="firstName" label={t('form.field.firstName')} value={str('firstName')} onChange={setValue} error={error('firstName')} autoComplete="given-name" maxLength={LIMITS.name} />
        <TextField id={idOf('lastName')} name="lastName" label={t('form.field.lastName')} value={str('lastName')} onChange={setValue} error={error('lastName')} autoComplete="family-name" maxLength={LIMITS.name} />
      </div>
      {withEmail ? (
        <TextField id={idOf('email')} name="email" type="email" label={t('form.field.email')} value={str('email')} onChange={setValue} error={error('email')} autoComplete="email" maxLength={LIMITS.email} />
      ) : null}
      <TextField id={idOf('phone')} name="phone" type="tel" label={t('form.field.phone')} help={t('form.field.phone.help')} value={str('phone')} onChange={setValue} error={error('phone')} required={false} optionalLabel={t('form.optional')} autoComplete="tel" maxLength={LIMITS.phone} />
    </>
  );
}

export const FIELD_LABEL_KEYS: Record<string, string> = {
  firstName: 'form.field.firstName',
  lastName: 'form.field.lastName',
  email: 'form.field.email',
  phone: 'form.field.phone',
  agreements: 'form.field.agreements',
  transactions: 'kmi.transaction',
  headTypes: 'kmi.types',
  cities: 'kmi.cities',
  priceMin: 'kmi.priceMin',
  priceMax: 'kmi.priceMax',
  bedroomsMin: 'kmi.bedroomsMin',
};
