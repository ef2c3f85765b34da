import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';
import type { SectionView } from '../../../core/view-models/detail-view';
import { FieldList } from './field-list';

export interface DetailSectionProps {
  section: SectionView;
  /** Extra content after the fields (EPC bar, contact person, tables). */
  children?: ReactNode;
}

/** One broker-feed section (spec §2): a heading and its visible fields. */
export function DetailSection({ section, children }: DetailSectionProps) {
  const headingId = `eb-detail-section-${section.key}`;
  return (
    <section className={`eb-detail__section eb-detail__section--${section.key}`} aria-labelledby={headingId}>
      <SectionHeading className="eb-detail__section-title" id={headingId}>
        {section.title}
      </SectionHeading>
      <FieldList fields={section.fields} />
      {children}
    </section>
  );
}
