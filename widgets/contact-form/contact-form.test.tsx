import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInBlock } from '../../tests/support/block-test-utils';
import { ContactForm } from './contact-form';
import type { ContactFormConfig } from './schema';

const agreements = [{ id: 'privacy', title: 'Privacy statement', url: '/en/privacy-statement', required: true }];
const config: ContactFormConfig = { headingLevel: 2, showPhone: true, scope: 'default' };
let clock = 1_000_000;

beforeEach(() => {
  clock = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
});
afterEach(() => vi.restoreAllMocks());

function fill() {
  const type = (name: RegExp, value: string) => fireEvent.input(screen.getByRole('textbox', { name }), { target: { value } });
  type(/^form.field.firstName/, 'Jan');
  type(/^form.field.lastName/, 'Peeters');
  type(/^form.field.email/, 'jan@example.be');
  type(/^form.field.phone/, '0470 12 34 56');
  type(/^form.field.message/, 'Is the villa still available?');
  fireEvent.click(screen.getByRole('checkbox', { name: 'form.consent.label' }));
  clock += 10_000;
}

describe('contact-form block (spec §1 contact form, DESIGN §3)', () => {
  it("lists the site's agreements beside the consent box", async () => {
    renderInBlock(<ContactForm config={config} />, { api: { getAgreements: async () => agreements } });
    expect(await screen.findByRole('link', { name: /Privacy statement/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'contact.title' })).toBeTruthy();
  });

  it('sends one validated message and shows the success state', async () => {
    const sendContact = vi.fn(async () => ({ id: 'c-1' }));
    renderInBlock(<ContactForm config={{ ...config, estateId: 1042 }} />, { api: { getAgreements: async () => agreements, sendContact } });
    await screen.findByRole('link', { name: /Privacy statement/ });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'contact.submit' }));
    fireEvent.click(screen.getByRole('button', { name: 'form.busy' }));
    await screen.findByText('contact.success');
    expect(sendContact).toHaveBeenCalledTimes(1);
    expect(sendContact.mock.calls[0]).toEqual([
      expect.objectContaining({ firstName: 'Jan', lastName: 'Peeters', phone: '0470 12 34 56', estateId: 1042, agreements: ['privacy'], locale: 'en', website: '', startedAt: 1_000_000 }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'contact.again' }));
    expect((screen.getByRole('textbox', { name: /^form.field.email/ }) as HTMLInputElement).value).toBe('');
  });

  it('shows field errors in the visitor language and sends nothing when invalid', async () => {
    const sendContact = vi.fn(async () => ({ id: 'c-1' }));
    renderInBlock(<ContactForm config={config} />, { api: { getAgreements: async () => agreements, sendContact } });
    await screen.findByRole('link', { name: /Privacy statement/ });
    fireEvent.input(screen.getByRole('textbox', { name: /^form.field.email/ }), { target: { value: 'jan@' } });
    fireEvent.click(screen.getByRole('button', { name: 'contact.submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('form.field.email: form.error.email');
    expect(alert.textContent).toContain('form.field.agreements: form.error.consent');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^form.field.firstName/ })));
    expect(sendContact).not.toHaveBeenCalled();
  });

  it('a failed send keeps the typed values; retry sends again', async () => {
    const sendContact = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce({ id: 'c-2' });
    renderInBlock(<ContactForm config={config} />, { api: { getAgreements: async () => agreements, sendContact } });
    await screen.findByRole('link', { name: /Privacy statement/ });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'contact.submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain('form.error.request');
    expect((screen.getByRole('textbox', { name: /^form.field.message/ }) as HTMLTextAreaElement).value).toBe('Is the villa still available?');
    fireEvent.click(screen.getByRole('button', { name: 'contact.submit' }));
    await screen.findByText('contact.success');
    expect(sendContact).toHaveBeenCalledTimes(2);
  });

  it('hides the phone field when configured', () => {
    renderInBlock(<ContactForm config={{ ...config, showPhone: false }} />, { api: { getAgreements: async () => [] } });
    expect(screen.queryByRole('textbox', { name: /^form.field.phone/ })).toBeNull();
  });
});
