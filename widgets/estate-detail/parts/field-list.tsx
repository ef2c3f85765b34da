import { SanitizedHtml } from '../../ui/sanitized-html/sanitized-html';
import type { FieldView } from '../../../core/view-models/detail-view';
import { DataLink } from '../../ui/data-link/data-link';

export interface FieldListProps {
  fields: FieldView[];
}

/**
 * Values up to this many characters are figures or short words, kept on one line beside the label
 * ('€ 1.060', '59.202 kWh/jaar'); a longer text goes under its label, across the whole cell.
 */
const SHORT_VALUE = 20;

/** A definition list of label → value; links, feed HTML and warnings rendered in place. */
export function FieldList({ fields }: FieldListProps) {
  if (fields.length === 0) return null;
  return (
    <dl className="eb-detail__fields">
      {fields.map((field, i) => {
        const short = !field.html && field.value.length <= SHORT_VALUE;
        return (
          // Fields of a list (build technicals, facilities) share their catalogue key: the position tells them apart.
          <div key={`${i} ${field.key}`} className={short ? 'eb-detail__field' : 'eb-detail__field eb-detail__field--long'} data-field={field.key}>
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
        );
      })}
    </dl>
  );
}
