import { useState } from 'react';
import { periodsInDateOrder } from '../../core/view-models/rental-periods';
import type { RentalPeriod } from '../../core/model';
import { formatCurrency } from '../../core/format/units';
import { formatDate } from '../../core/format/date';
import type { Translator } from '../../core/i18n';

type Translate = Translator['t'];

export interface RentalPeriodsProps {
  periods: RentalPeriod[];
  /** Period type id → localized name (from the rental filter model or the catalogue). */
  typeName: (periodType: string) => string;
  t: Translate;
  selectedId: number | null;
  onSelect: (period: RentalPeriod) => void;
  idPrefix: string;
  /** Rows shown before "show all" (default 8): a unit publishes a year of periods. */
  limit?: number;
}

/** Availability periods (GET rental-units/{id}/periods) as a table; a free period can be chosen for the request. */
export function RentalPeriods({ periods, typeName, t, selectedId, onSelect, idPrefix, limit = 8 }: RentalPeriodsProps) {
  const [expanded, setExpanded] = useState(false);
  if (periods.length === 0) return <p className="eb-rental-unit__note">{t('rental.periods.none')}</p>;
  const tableId = `${idPrefix}-periods`;
  const ordered = periodsInDateOrder(periods);
  const shown = expanded ? ordered : ordered.slice(0, limit);
  return (
    <div className="eb-rental-unit__period-list">
      <table className="eb-rental-unit__periods eb-stacked-table" id={tableId}>
        <caption className="eb-rental-unit__caption">{t('rental.periods.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rental.periods.choose')}</th>
            <th scope="col">{t('rental.periods.type')}</th>
            <th scope="col">{t('rental.periods.arrival')}</th>
            <th scope="col">{t('rental.periods.departure')}</th>
            <th scope="col">{t('rental.periods.price')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((p) => (
            <tr key={p.id} className={p.available ? undefined : 'eb-rental-unit__period--taken'}>
              <td>
                {p.available ? (
                  <input
                    type="radio"
                    id={`${idPrefix}-period-${p.id}`}
                    name={`${idPrefix}-period`}
                    checked={selectedId === p.id}
                    onChange={() => onSelect(p)}
                    aria-label={t('rental.periods.option', { type: typeName(p.periodType), arrival: formatDate(p.start), departure: formatDate(p.end) })}
                  />
                ) : (
                  <span className="eb-rental-unit__taken">{t('rental.periods.taken')}</span>
                )}
              </td>
              <td>{typeName(p.periodType)}</td>
              <td>{formatDate(p.start)}</td>
              <td>{formatDate(p.end)}</td>
              <td>{p.price ? formatCurrency(p.price) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {periods.length > limit ? (
        <button type="button" className="eb-rental-unit__more" aria-expanded={expanded} aria-controls={tableId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('rental.periods.show_fewer') : t('rental.periods.show_all', { count: periods.length })}
        </button>
      ) : null}
    </div>
  );
}
