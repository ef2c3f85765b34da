import { LIMITS } from '../../../core/validation/messages';
import type { FormValue } from '../../../core/forms';
import { TextArea } from './text-area';
import { TextField } from './text-field';

export interface ContactFieldsProps {
  idOf: (name: string) => string;
  text: (name: string) => string;
  error: (name: string) => string | undefined;
  setValue: (value: FormValue, name: string) => void;
  /** Field name → visible label: firstName, lastName, email, phone, message. */
  labels: Record<string, string>;
  optionalLabel: string;
  /** Default true. */
  showPhone?: boolean;
  phoneHelp?: string;
  messageHelp?: string;
  /** First and last name side by side on wide screens; default false. */
  pairNames?: boolean;
}

/** The fields of a contact request (core/validation validateContact): names, e-mail, optional phone, message. */
export function ContactFields({ idOf, text, error, setValue, labels, optionalLabel, showPhone = true, phoneHelp, messageHelp, pairNames = false }: ContactFieldsProps) {
  const names = (
    <>
      <TextField id={idOf('firstName')} name="firstName" label={labels.firstName} value={text('firstName')} onChange={setValue} error={error('firstName')} autoComplete="given-name" maxLength={LIMITS.name} />
      <TextField id={idOf('lastName')} name="lastName" label={labels.lastName} value={text('lastName')} onChange={setValue} error={error('lastName')} autoComplete="family-name" maxLength={LIMITS.name} />
    </>
  );
  return (
    <>
      {pairNames ? <div className="eb-form__row">{names}</div> : names}
      <TextField id={idOf('email')} name="email" type="email" label={labels.email} value={text('email')} onChange={setValue} error={error('email')} autoComplete="email" maxLength={LIMITS.email} />
      {showPhone ? (
        <TextField id={idOf('phone')} name="phone" type="tel" label={labels.phone} help={phoneHelp} value={text('phone')} onChange={setValue} error={error('phone')} required={false} optionalLabel={optionalLabel} autoComplete="tel" maxLength={LIMITS.phone} />
      ) : null}
      <TextArea id={idOf('message')} name="message" label={labels.message} help={messageHelp} value={text('message')} onChange={setValue} error={error('message')} maxLength={LIMITS.message} />
    </>
  );
}
