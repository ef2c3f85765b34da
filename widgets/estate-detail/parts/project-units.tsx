import type { FloorGroupView } from '../../../core/view-models/detail-view';
import { DataLink } from '../../ui/data-link/data-link';
import { SectionHeading } from './section-heading';

export interface ProjectUnitsProps {
  title: string;
  groups: FloorGroupView[];
  labels: { unit: string; type: string; bedrooms: string; surface: string; price: string; view: (name: string) => string };
}

/** A project's child units as one table, grouped by floor ascending (spec §9), each linking to its unit route. */
export function ProjectUnits({ title, groups, labels }: ProjectUnitsProps) {
  if (groups.length === 0) return null;
  // Unnamed section: its scroll region below carries the heading's name (two landmarks with one name confuse landmark lists).
  return (
    <section className="eb-detail__section eb-detail__units">
      <SectionHeading className="eb-detail__section-title" id="eb-detail-units">
        {title}
      </SectionHeading>
      {/* A table that still does not fit scrolls in its own focusable region, never the page; on a phone each unit is a two-line row (estate-detail.css). */}
      <div className="eb-detail__units-scroller" tabIndex={0} role="region" aria-labelledby="eb-detail-units">
      <table className="eb-detail__units-table eb-stacked-table">
        <thead>
          <tr>
            <th scope="col">{labels.unit}</th>
            <th scope="col">{labels.type}</th>
            <th scope="col">{labels.bedrooms}</th>
            <th scope="col">{labels.surface}</th>
            <th scope="col">{labels.price}</th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={String(group.level)} className="eb-detail__floor" data-floor={group.level ?? ''}>
            <tr>
              <th scope="colgroup" colSpan={5} className="eb-detail__floor-title">
                {group.label}
              </th>
            </tr>
            {group.units.map((unit) => (
              <tr key={unit.id} className={unit.sold ? 'eb-detail__unit eb-detail__unit--sold' : 'eb-detail__unit'}>
                <th scope="row">
                  <DataLink href={unit.href} aria-label={labels.view(unit.name)}>
                    {unit.name}
                  </DataLink>
                </th>
                <td>{unit.type}</td>
                <td data-label={labels.bedrooms}>{unit.bedrooms}</td>
                <td>{unit.surface}</td>
                <td>{unit.price}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      </div>
    </section>
  );
}
