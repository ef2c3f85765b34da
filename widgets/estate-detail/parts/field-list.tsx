import { SanitizedHtml } from '../../ui/sanitized-html/sanitized-html';
import type { FieldView } from '../../../core/view-models/detail-view';
import { DataLink } from '../../ui/data-link/data-link';

export interface FieldListProps {
  fields: FieldView[];
}

/** A definition list of label → value; links, feed HTML and warnings rendered in place. */
export function FieldList({ fields }: FieldListProps) {
  if (fields.length === 0) return null;
  return (
    <dl className="eb-detail__fields">
      {fields.map((field) => (
        <div key={field.key} className="eb-detail__field" data-field={field.key}>
          <dt className="eb-detail__label">{field.label}</dt>
          <dd className="eb-detail__value">
            {field.html ? (
              <SanitizedHtml className="eb-detail__html" html={field.html} />
            ) : field.href ? (
              <DataLink href={field.href} rel="noopener noreferrer">
                {field.value}
              </DataLink>
            ) : (
              field.value
            )}
            {field.warning ? (
              <span className="eb-detail__warning" role="img" aria-label={field.warning} title={field.warning} />
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
