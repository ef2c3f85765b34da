import type { DisplayField } from '../../core/view-models/types';

export interface RentalFactsProps {
  title: string;
  fields: DisplayField[];
}

/** The rental unit's facts (spec §3): only visible fields, label and formatted value. */
export function RentalFacts({ title, fields }: RentalFactsProps) {
  const shown = fields.filter((f) => f.visible);
  if (shown.length === 0) return null;
  return (
    <section className="eb-rental-unit__facts" aria-label={title}>
      <h3 className="eb-rental-unit__subtitle">{title}</h3>
      <dl className="eb-rental-unit__fact-list">
        {shown.map((f) => (
          <div className="eb-rental-unit__fact" key={f.key}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
