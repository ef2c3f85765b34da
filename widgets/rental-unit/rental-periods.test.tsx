import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createTranslator } from '../../core/i18n/translator';
import en from '../../core/i18n/catalogues/en';
import { RentalPeriods } from './rental-periods';

const tr = createTranslator('en', en);
const period = (id: number, start: string, end: string) => ({ id, periodType: 'WEEK', start, end, price: 700, available: true });

describe('rental unit periods', () => {
  it('lists the periods in date order whatever order the service sent', () => {
    render(
      <RentalPeriods
        periods={[period(1, '2026-11-28', '2026-11-30'), period(2, '2026-12-04', '2026-12-07'), period(3, '2026-11-30', '2026-12-04')]}
        typeName={() => 'Week'}
        t={tr.t}
        selectedId={null}
        onSelect={vi.fn()}
        idPrefix="t"
      />,
    );
    const arrivals = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => row.querySelectorAll('td')[2]?.textContent);
    expect(arrivals).toEqual(['28/11/2026', '30/11/2026', '04/12/2026']);
  });
});
