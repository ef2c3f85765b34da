import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ContactRequest } from '../../../core/api/types';
import { validateContact } from '../../../core/validation';
import {
  ConsentField,
  ContactFields,
  FormFooter,
  FormFeedback,
  HoneypotField,
  SelectField,
  SubmitButton,
  TextArea,
  TextField,
  useFormSubmit,
} from './index';

const t = (key: string) => `T:${key}`;
const agreements = [
  { id: 'privacy', title: 'Privacy statement', url: '/en/privacy-statement', required: true },
  { id: 'terms', title: 'Terms of use', url: '/en/terms-of-use', required: true },
];
const labels = { firstName: 'First name', lastName: 'Last name', email: 'E-mail', message: 'Message', agreements: 'Consent' };

function TestForm({ send }: { send: (v: ContactRequest) => Promise<unknown> }) {
  const { state, formRef, onSubmit, idOf, setValue } = useFormSubmit<ContactRequest>({
    initialValues: { firstName: '', lastName: '', email: '', message: '', consent: false, website: '' },
    validate: validateContact,
    send,
    extra: (values) => ({ locale: 'en', agreements: values.consent ? agreements.map((a) => a.id) : [] }),
    context: () => ({ requiredAgreements: ['privacy', 'terms'] }),
    wait: async () => {},
  });
  const v = state.values;
  const err = (name: string) => (state.fields[name] ? t(state.fields[name]) : undefined);
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Contact">
      {(['firstName', 'lastName', 'email'] as const).map((name) => (
        <TextField key={name} id={idOf(name)} name={name} label={labels[name]} value={String(v[name])} onChange={setValue} error={err(name)} />
      ))}
      <TextArea id={idOf('message')} name="message" label="Message" value={String(v.message)} onChange={setValue} error={err('message')} />
      <ConsentField id={idOf('agreements')} agreements={agreements} checked={v.consent === true} onChange={(c) => setValue(c, 'consent')} label="I agree" newWindowLabel="new window" error={err('agreements')} />
      <HoneypotField id={idOf('website')} value={String(v.website)} onChange={(w) => setValue(w, 'website')} label="Leave empty" />
      <FormFeedback state={state} t={t} labels={labels} idOf={idOf} />
      <SubmitButton label="Send" busyLabel="Sending…" busy={state.status === 'busy'} />
    </form>
  );
}

function fillValid() {
  fireEvent.input(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Jan' } });
  fireEvent.input(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Peeters' } });
  fireEvent.input(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'jan@example.be' } });
  fireEvent.input(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
}

describe('ui/form parts (DESIGN §4 forms)', () => {
  it('a text field ties its label, error and invalid state together', () => {
    render(<TextField id="f-email" name="email" label="E-mail" value="x" onChange={() => {}} error="Not an e-mail address" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('f-email-error');
    expect(document.getElementById('f-email-error')?.textContent).toBe('Not an e-mail address');
  });

  it('an optional field says so beside its label', () => {
    render(<TextField id="f-phone" name="phone" label="Phone" value="" onChange={() => {}} required={false} optionalLabel="optional" />);
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).toBeTruthy();
  });

  it("the consent field lists the site's agreements as links (spec §7 agreements)", () => {
    render(<ConsentField id="c" agreements={agreements} checked={false} onChange={() => {}} label="I agree" newWindowLabel="new window" />);
    expect(screen.getByRole('link', { name: 'Privacy statement (new window)' }).getAttribute('href')).toBe('/en/privacy-statement');
    expect(screen.getByRole('link', { name: 'Terms of use (new window)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'I agree' }).getAttribute('aria-describedby')).toBe('c-agreements');
  });

  it('the honeypot is hidden from assistive technology and out of the tab order', () => {
    const { container } = render(<HoneypotField id="hp" value="" onChange={() => {}} label="Leave empty" />);
    expect(container.querySelector('.eb-form__hp')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('input')?.getAttribute('tabindex')).toBe('-1');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('the submit button shows a busy state', () => {
    const { rerender } = render(<SubmitButton label="Send" busyLabel="Sending…" busy={false} />);
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-disabled')).toBeNull();
    rerender(<SubmitButton label="Send" busyLabel="Sending…" busy />);
    expect(screen.getByRole('button', { name: 'Sending…' }).getAttribute('aria-disabled')).toBe('true');
  });
});

describe('useFormSubmit (DESIGN §4: busy, success, failure keeps values, one request per submit)', () => {
  it('invalid input: no request, an error summary, field errors and focus on the first invalid field', async () => {
    const send = vi.fn(async () => ({ id: '1' }));
    render(<TestForm send={send} />);
    fireEvent.input(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Jan' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Contact' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('T:form.error.summary');
    expect(summary.textContent).toContain('Last name: T:form.error.required');
    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Last name' })));
    expect(screen.getByRole('checkbox', { name: 'I agree' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('busy → success with exactly one request for a double submit', async () => {
    let release!: (v: unknown) => void;
    const send = vi.fn(() => new Promise((resolve) => (release = resolve)));
    render(<TestForm send={send} />);
    fillValid();
    const form = screen.getByRole('form', { name: 'Contact' });
    fireEvent.submit(form);
    await screen.findByRole('button', { name: 'Sending…' });
    expect(screen.getByRole('status').textContent).toBe('T:form.busy');
    fireEvent.submit(form);
    await act(async () => release({ id: 'c-1' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('T:form.success'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]).toEqual([expect.objectContaining({ firstName: 'Jan', agreements: ['privacy', 'terms'], locale: 'en', website: '' })]);
  });

  it('a failed request keeps every typed value and a retry succeeds', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce({ id: 'c-2' });
    render(<TestForm send={send} />);
    fillValid();
    fireEvent.submit(screen.getByRole('form', { name: 'Contact' }));
    expect((await screen.findByRole('alert')).textContent).toContain('T:form.error.request');
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Hello');
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('jan@example.be');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('T:form.success'));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a 400 validation answer puts the errors on the fields', async () => {
    const answer = { status: 400, validation: { error: 'validation', fields: { email: 'form.error.email' } } };
    render(<TestForm send={async () => Promise.reject(answer)} />);
    fillValid();
    fireEvent.submit(screen.getByRole('form', { name: 'Contact' }));
    expect((await screen.findByRole('alert')).textContent).toContain('E-mail: T:form.error.email');
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('SelectField', () => {
  const options = [{ value: '1', label: 'Sale' }, { value: '2', label: 'Rent' }];

  it('renders inside the form shell by default: optional label, error described', () => {
    const onChange = vi.fn();
    render(<SelectField id="t" name="transaction" label="Transaction" value="" options={options} emptyLabel="Any" onChange={onChange} error="Pick one" optionalLabel="optional" />);
    const select = screen.getByRole('combobox', { name: /Transaction/ }) as HTMLSelectElement;
    expect(select.className).toBe('eb-form__input eb-form__select');
    expect(select.closest('.eb-form__field--invalid')).toBeTruthy();
    expect(select.getAttribute('aria-describedby')).toBe('t-error');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Any', 'Sale', 'Rent']);
    fireEvent.change(select, { target: { value: '2' } });
    expect(onChange).toHaveBeenCalledWith('2', 'transaction');
  });

  it("takes a block's own class names and an id of its own", () => {
    const { container } = render(
      <SelectField name="kind" label="Kind" value="1" options={options}
        classes={{ field: 'eb-x__field eb-x__field--kind', label: 'eb-x__label', control: 'eb-x__select' }} onChange={() => {}} />,
    );
    const field = container.firstElementChild as HTMLElement;
    expect(field.className).toBe('eb-x__field eb-x__field--kind');
    const select = screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement;
    expect(select.className).toBe('eb-x__select');
    expect(select.id).not.toBe('');
    expect(field.querySelector('label')?.className).toBe('eb-x__label');
    expect(select.hasAttribute('aria-describedby')).toBe(false);
    expect(select.value).toBe('1');
  });
});

describe('ContactFields and FormFooter: the contact form of the contact block and the detail page', () => {
  function Contact({ showPhone, alwaysAskConsent, list = agreements }: { showPhone?: boolean; alwaysAskConsent?: boolean; list?: typeof agreements }) {
    const form = useFormSubmit<ContactRequest>({
      initialValues: { firstName: '', lastName: '', email: '', phone: '', message: '', consent: false, website: '' },
      validate: validateContact,
      send: async () => ({}),
    });
    const text = (name: string) => String(form.state.values[name] ?? '');
    const error = (name: string) => (form.state.fields[name] ? t(form.state.fields[name]) : undefined);
    const fieldLabels = { ...labels, phone: 'Phone' };
    return (
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
        <ContactFields idOf={form.idOf} text={text} error={error} setValue={form.setValue} labels={fieldLabels} optionalLabel="optional" showPhone={showPhone} phoneHelp="e.g. 0470" />
        <FormFooter state={form.state} t={t} idOf={form.idOf} labels={fieldLabels} agreements={list} error={error} setValue={form.setValue} alwaysAskConsent={alwaysAskConsent}
          texts={{ consent: 'I agree', newWindow: 'new window', honeypot: 'Leave empty', submit: 'Send question' }} />
      </form>
    );
  }

  it('asks the contact details with their limits, the phone optional and helped', () => {
    render(<Contact />);
    expect(screen.getByRole('textbox', { name: /^First name/ }).getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByRole('textbox', { name: /^E-mail/ }).getAttribute('maxlength')).toBe('254');
    const phone = screen.getByRole('textbox', { name: 'Phone (optional)' });
    expect(phone.getAttribute('aria-describedby')).toContain('-help');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send question' })).toBeTruthy();
  });

  it('leaves the phone out when told, and the consent box when the site has no agreements', () => {
    render(<Contact showPhone={false} list={[]} />);
    expect(screen.queryByRole('textbox', { name: /^Phone/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'I agree' })).toBeNull();
  });

  it('asks consent without agreements when the block always does', () => {
    render(<Contact alwaysAskConsent list={[]} />);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeTruthy();
  });
});
