import type { Agreement } from '../../../core/model';
import { CheckboxField } from './checkbox-field';
import { DataLink } from '../data-link/data-link';

export interface ConsentFieldProps {
  id: string;
  /** The site's agreements (GET /agreements?locale=); each is linked. */
  agreements: Agreement[];
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** e.g. t('form.consent.label'): "I agree to the documents below". */
  label: string;
  /** e.g. t('form.consent.opens_new_window') for the links' accessible hint. */
  newWindowLabel: string;
  error?: string;
}

/** One consent box for all of the site's agreements, listed with links beside it. */
export function ConsentField({ id, agreements, checked, onChange, label, newWindowLabel, error }: ConsentFieldProps) {
  const listId = `${id}-agreements`;
  return (
    <div className="eb-form__consent">
      <CheckboxField
        id={id}
        name="consent"
        label={label}
        checked={checked}
        onChange={(value) => onChange(value)}
        error={error}
        required={agreements.some((a) => a.required)}
        describedById={agreements.length ? listId : undefined}
      />
      {agreements.length ? (
        <ul className="eb-form__agreements" id={listId}>
          {agreements.map((a) => (
            <li key={a.id}>
              <DataLink className="eb-form__agreement-link" href={a.url} target="_blank" rel="noopener noreferrer">
                {a.title}
                <span className="eb-visually-hidden"> ({newWindowLabel})</span>
              </DataLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
