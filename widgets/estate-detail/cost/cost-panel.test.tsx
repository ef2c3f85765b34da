import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { BlockProvider } from '../../runtime/block-context';
import { createTranslator } from '../../../core/i18n/translator';
import en from '../../../core/i18n/catalogues/en';
import fr from '../../../core/i18n/catalogues/fr';
import type { PurchaseCostInput } from '../../../core/purchase-cost/input';
import { CostSlot } from './cost-slot';

const settings = { siteId: 'demo', api: '/api', version: 'test', base: '/dist/' };

function show(input: PurchaseCostInput, locale: 'en' | 'fr' = 'en') {
  const tr = createTranslator(locale, locale === 'en' ? en : fr);
  render(
    <BlockProvider value={{ settings: { ...settings, locale }, locale, t: tr.t, translator: tr, api: {} as never, element: document.body, config: {}, routes: {} }}>
      <CostSlot input={input} />
    </BlockProvider>,
  );
}

const flemishHouse: PurchaseCostInput = { price: 245_000, region: 'FLANDERS', vat: false, landPrice: null, feed: { duties: 4_900, notaryFee: null } };

const rows = () =>
  within(screen.getByRole('table')).getAllByRole('row').map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

describe('purchase-cost panel', () => {
  it('opens from its toggle, loads its chunk and shows each line and the total for the chosen situation', async () => {
    show(flemishHouse);
    const toggle = screen.getByRole('button', { name: 'What will it cost?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const own = await screen.findByRole('radio', { name: 'My only own home' });
    expect((own as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Your situation' })).toBeTruthy();
    expect(rows()).toEqual([
      ['Price', '€ 245.000'],
      ['Registration duties (2%)', '€ 4.900'],
      ["Notary's fee (legal scale, estimate)", '€ 2.420'],
      ["Notary's administrative costs (estimate)", '€ 750'],
      ['VAT on fee and costs (21%)', '€ 666'],
      ['Total', '€ 253.736'],
    ]);
    expect(screen.getByText('The listing states € 4.900 in registration duties: the amount for "My only own home".')).toBeTruthy();
    expect(screen.getByText(/Rates valid from 01\/01\/2025\./)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Another purchase (second home, investment)' }));
    expect(rows()[1]).toEqual(['Registration duties (12%)', '€ 29.400']);
    expect(screen.getByText('The listing states € 4.900 in registration duties: the amount for "My only own home". For your situation we get € 29.400.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'My only own home, with a major energy renovation' })).toBeTruthy();
  });

  it('Brussels: the abatement in the line, two situations only (fr)', async () => {
    show({ price: 450_000, region: 'BRUSSELS', vat: false, landPrice: null, feed: { duties: null, notaryFee: null } }, 'fr');
    fireEvent.click(screen.getByRole('button', { name: 'Combien coûte l’achat ?' }));
    await screen.findByRole('group', { name: 'Votre situation' });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(rows()[1]).toEqual(['Droits d’enregistrement (12,5%, les premiers € 200.000 exonérés)', '€ 31.250']);
  });

  it('a new build without a land price says that VAT covers the whole price', async () => {
    show({ price: 300_000, region: 'WALLONIA', vat: true, landPrice: null, feed: { duties: null, notaryFee: null } });
    fireEvent.click(screen.getByRole('button', { name: 'What will it cost?' }));
    await screen.findByRole('table');
    expect(rows()[1]).toEqual(['VAT on the building (21% of € 300.000)', '€ 63.000']);
    expect(screen.getByText(/The listing gives no land price/)).toBeTruthy();
  });
});
