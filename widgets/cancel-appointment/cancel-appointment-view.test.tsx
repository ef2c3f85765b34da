import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { CancelPhase } from '../../core/appointments/cancel-flow';
import type { Appointment } from '../../core/model/appointment';
import { createTranslator, loadCatalogue, LOCALES, type Locale } from '../../core/i18n';
import { CancelAppointmentView, type CancelAppointmentViewProps } from './cancel-appointment-view';

const appointment: Appointment = {
  id: 'a1',
  estateId: 7,
  visitor: { firstName: 'An', lastName: 'Claes', phone: '+32 470 12 34 56', email: 'an@example.be' },
  appointmentStart: '2026-12-03T14:30:00+01:00',
};

async function translator(locale: Locale) {
  return createTranslator(locale, await loadCatalogue(locale)).t as CancelAppointmentViewProps['t'];
}

async function createProps(partial: Partial<CancelAppointmentViewProps> = {}, locale: Locale = 'en'): Promise<CancelAppointmentViewProps> {
  return { phase: 'loaded', appointment, t: await translator(locale), onCancel: vi.fn(), ...partial };
}

describe('cancel-appointment view (spec §2, §4, §8)', () => {
  it.each(LOCALES)('%s: loaded shows the question with the visitor details, date, time and the cancel button', async (locale) => {
    const props = await createProps({}, locale);
    render(<CancelAppointmentView {...props} />);
    const button = screen.getByRole('button', { name: props.t('live_agenda.cancel.cancel_button') });
    expect(button).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const value of ['An', 'Claes', '+32 470 12 34 56', 'an@example.be', '03/12/2026', '14:30']) expect(text).toContain(value);
    expect(text).toContain(props.t('live_agenda.cancel.confirm_question', { firstName: 'An', lastName: 'Claes', date: '03/12/2026', time: '14:30' }));
    expect(text).not.toMatch(/live_agenda\./);
  });

  it.each<[string, CancelPhase, string, string]>([
    ['not found', 'notFound', 'alert', 'live_agenda.cancel.not_found'],
    ['cancelled', 'cancelled', 'status', 'live_agenda.cancel.cancelled'],
    ['error', 'error', 'alert', 'live_agenda.cancel.error'],
  ])('%s shows its message (spec §8 key)', async (_name, phase, role, key) => {
    const props = await createProps({ phase, appointment: phase === 'notFound' ? null : appointment });
    render(<CancelAppointmentView {...props} />);
    expect(screen.getByRole(role).textContent).toBe(props.t(key));
  });

  it('spec §8 a cancel answered 404/410 still shows live_agenda.cancel.error, then why, with no retry', async () => {
    const props = await createProps({ phase: 'alreadyCancelled', appointment });
    render(<CancelAppointmentView {...props} />);
    expect(screen.getByRole('alert').textContent).toBe(props.t('live_agenda.cancel.error') + props.t('live_agenda.cancel.already_cancelled'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each(LOCALES)('%s: the service said "cancelled": the page says so with the date and the Belgian time, as a status, no error and no button', async (locale) => {
    const props = await createProps({ phase: 'alreadyCancelled', appointment: null, cancellation: { at: '2026-11-20T08:15:00Z' } }, locale);
    render(<CancelAppointmentView {...props} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(props.t('live_agenda.cancel.already_cancelled_on', { date: '20/11/2026', time: '09:15' }));
    expect(status.textContent).toContain('20/11/2026');
    expect(status.textContent).toContain('09:15');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the service said "cancelled" without a time: the page says so without one', async () => {
    const props = await createProps({ phase: 'alreadyCancelled', appointment: null, cancellation: { at: null } });
    render(<CancelAppointmentView {...props} />);
    expect(screen.getByRole('status').textContent).toBe(props.t('live_agenda.cancel.already_cancelled_known'));
  });

  it('the cancel button is disabled while busy (spec §4)', async () => {
    const props = await createProps({ phase: 'busy' });
    render(<CancelAppointmentView {...props} />);
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(props.onCancel).not.toHaveBeenCalled();
  });

  it('after an error the visitor can retry with the same button', async () => {
    const props = await createProps({ phase: 'error' });
    render(<CancelAppointmentView {...props} />);
    fireEvent.click(screen.getByRole('button', { name: props.t('live_agenda.cancel.cancel_button') }));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
  });

  it('loading shows a labelled skeleton and no button', async () => {
    const props = await createProps({ phase: 'loading', appointment: null });
    render(<CancelAppointmentView {...props} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.body.textContent).toContain(props.t('live_agenda.cancel.loading'));
  });

  it('focus moves to the outcome after cancelling', async () => {
    const props = await createProps({ phase: 'cancelled' });
    render(<CancelAppointmentView {...props} />);
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it.each(LOCALES)('%s: the question names the estate the viewing is for — a link to it and its reference, as text', async (locale) => {
    const estate = { title: '<b>Woning</b> in Gent', reference: '2440/00167', href: '/nl/aanbod/7' };
    const props = await createProps({ estate }, locale);
    render(<CancelAppointmentView {...props} />);
    const link = screen.getByRole('link', { name: estate.title });
    expect(link.getAttribute('href')).toBe('/nl/aanbod/7');
    expect(link.querySelector('b')).toBeNull();
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(row(props.t('live_agenda.cancel.estate'))).toBe(estate.title);
    expect(row(props.t('live_agenda.cancel.reference'))).toBe('2440/00167');
  });

  it('without the estate (not loaded, or it failed) the question still shows, naming none', async () => {
    const props = await createProps({ estate: null });
    render(<CancelAppointmentView {...props} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: props.t('live_agenda.cancel.cancel_button') })).toBeTruthy();
  });

  it('headingLevel 1 makes the block title the page heading (no page h1 repeating it)', async () => {
    const props = await createProps({ headingLevel: 1 });
    render(<CancelAppointmentView {...props} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(props.t('live_agenda.cancel.title'));
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
