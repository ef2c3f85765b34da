import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BlockProvider } from '../../runtime/block-context';
import { createTranslator } from '../../../core/i18n/translator';
import en from '../../../core/i18n/catalogues/en';
import { ApiError } from '../../../core/api/errors';
import { EstateContactForm } from './contact-form';

const tr = createTranslator('en', en);
const settings = { siteId: 'demo', api: '/api', locale: 'en' as const, version: 'test', base: '/dist/' };
const agreements = [{ id: 'privacy', title: 'Privacy statement', url: '/en/privacy-statement', required: true }];

function setup(sendContact: () => Promise<unknown>) {
  const api = { sendContact: vi.fn(sendContact), getAgreements: vi.fn(() => Promise.resolve(agreements)) };
  render(
    <BlockProvider value={{ settings, locale: 'en', t: tr.t, translator: tr, api: api as never, element: document.body, config: {}, routes: {} }}>
      <EstateContactForm estateId={100123} title="Spacious villa" />
    </BlockProvider>,
  );
  return api;
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('contact about this estate', () => {
  it('shows field errors in the visitor language and sends nothing', async () => {
    const api = setup(() => Promise.resolve({ id: '1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThan(0);
    expect(api.sendContact).not.toHaveBeenCalled();
  });

  it('a failed request keeps what was typed and a retry sends again, one request per submit', async () => {
    let fail = true;
    const api = setup(() => (fail ? Promise.reject(new ApiError('500', { status: 500, statusText: 'Internal Server Error' })) : Promise.resolve({ id: '1' })));
    await screen.findByRole('link', { name: /Privacy statement/ });
    type('First name', 'Lena');
    type('Last name', 'Janssens');
    type('Email address', 'lena@example.com');
    type('Your message', 'Is a visit possible?');
    fireEvent.click(screen.getByRole('checkbox'));
    const submit = screen.getByRole('button', { name: 'Send question' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy(), { timeout: 5000 });
    expect(api.sendContact).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Your message', { exact: false }) as HTMLTextAreaElement).value).toBe('Is a visit possible?');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText(tr.t('detail.contact.success'), {}, { timeout: 5000 })).toBeTruthy();
    expect(api.sendContact).toHaveBeenCalledTimes(2);
    expect(api.sendContact.mock.calls[1]).toEqual([expect.objectContaining({ estateId: 100123, locale: 'en', agreements: ['privacy'], website: '' })]);
  }, 15000);

  it('after success the form is replaced by its success state; clicks and Enter send once; "send another" gives a fresh form', async () => {
    const api = setup(() => Promise.resolve({ id: '1' }));
    await screen.findByRole('link', { name: /Privacy statement/ });
    type('First name', 'Lena');
    type('Last name', 'Janssens');
    type('Email address', 'lena@example.com');
    type('Your message', 'Is a visit possible?');
    fireEvent.click(screen.getByRole('checkbox'));
    const submit = screen.getByRole('button', { name: 'Send question' });
    const form = submit.closest('form')!;
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.submit(form);
    expect(await screen.findByText(tr.t('detail.contact.success'), {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.submit(form);
    expect(screen.queryByRole('button', { name: 'Send question' })).toBeNull();
    expect(screen.queryByLabelText('Your message', { exact: false })).toBeNull();
    expect(api.sendContact).toHaveBeenCalledTimes(1);
    const again = screen.getByRole('button', { name: tr.t('contact.again') });
    // preact runs effects after the next frame: the focus moves a moment after the render.
    await waitFor(() => expect(document.activeElement?.closest('[role="status"]')).toBeTruthy());
    fireEvent.click(again);
    expect((screen.getByLabelText('Your message', { exact: false }) as HTMLTextAreaElement).value).toBe('');
    expect(api.sendContact).toHaveBeenCalledTimes(1);
  }, 15000);
});
