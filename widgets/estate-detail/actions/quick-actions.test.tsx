import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createTranslator } from '../../../core/i18n/translator';
import fr from '../../../core/i18n/catalogues/fr';
import nl from '../../../core/i18n/catalogues/nl';
import { ActionOpenerProvider } from './action-opener';
import { QuickActions } from './quick-actions';
import { ContactPerson } from '../parts/contact-person';

const person = { name: 'Anna Peeters', mobile: '+32 477 12 34 56', phone: '+32 9 123 45 67', email: 'anna@example.com' };

function labelsIn(catalogue: typeof fr, locale: 'fr' | 'nl') {
  const { t } = createTranslator(locale, catalogue);
  const line = (key: string) => t('detail.contact.line_label', { label: t(key) });
  return { region: t('detail.quick.label'), phone: line('detail.contact.phone'), mobile: line('detail.contact.mobile'), email: line('detail.contact.email') };
}

describe('contact lines: the label and its colon come from the catalogue', () => {
  it.each([
    { locale: 'fr', catalogue: fr, expected: 'GSM\u00a0: +32 477 12 34 56' },
    { locale: 'nl', catalogue: nl, expected: 'Gsm: +32 477 12 34 56' },
  ] as const)('$locale: the quick panel reads $expected', ({ locale, catalogue, expected }) => {
    const labels = labelsIn(catalogue, locale);
    render(
      <ActionOpenerProvider>
        <QuickActions variant="panel" actions={[{ name: 'contact', label: 'Contact' }]} contactPerson={person} labels={labels} />
      </ActionOpenerProvider>,
    );
    const panel = screen.getByRole('complementary', { name: labels.region });
    const link = within(panel).getByRole('link', { name: person.mobile });
    expect(link.closest('p')?.textContent).toBe(expected);
  });

  it('fr: every contact-person line has a no-break space before its colon', () => {
    render(<ContactPerson person={person} labels={labelsIn(fr, 'fr')} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'GSM\u00a0: +32 477 12 34 56',
      'Téléphone\u00a0: +32 9 123 45 67',
      'E-mail\u00a0: anna@example.com',
    ]);
  });
});
