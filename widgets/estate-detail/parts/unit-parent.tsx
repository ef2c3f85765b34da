import type { ParentView } from '../../../core/view-models/detail-view';
import { DataLink } from '../../ui/data-link/data-link';

export interface UnitParentProps {
  parent: ParentView;
  labels: { partOf: string; link: (title: string) => string };
}

/** On a unit's page: the project it belongs to, with a link back. */
export function UnitParent({ parent, labels }: UnitParentProps) {
  return (
    <aside className="eb-detail__parent" aria-label={labels.partOf}>
      <p className="eb-detail__parent-text">
        {labels.partOf}: <strong>{parent.title}</strong>
      </p>
      <DataLink className="eb-detail__parent-link" href={parent.href}>
        {labels.link(parent.title)}
      </DataLink>
    </aside>
  );
}
