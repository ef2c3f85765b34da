import { createStore, type StoreApi } from 'zustand/vanilla';
import { MIN_FILL_MS, type FieldErrors, type ValidationContext, type ValidationResult } from '../validation/messages';
import { readFieldErrors, readRetryAfter } from './server-errors';

export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

/** idle → busy → success | error; `error` covers both invalid input (fields) and a failed request (retry possible). */
export type FormStatus = 'idle' | 'busy' | 'success' | 'error';

export interface FormState<R = unknown> {
  status: FormStatus;
  /** Everything the visitor typed; kept on every failure. */
  values: FormValues;
  /** Field name → message key (client validation or a 400 answer). */
  fields: FieldErrors;
  /** Why the last submit failed: 'validation' (fields), 'spam', 'rate' (too many sends: try again in retryAfter s) or 'request' (network/server). */
  failure: 'validation' | 'spam' | 'rate' | 'request' | null;
  /** Seconds the service asked to wait after a 'rate' failure. */
  retryAfter?: number;
  /** Answer of the last successful request. */
  result: R | null;
  /** Epoch ms when the form appeared (spam protection). */
  startedAt: number;
  /** Count of requests sent; one per accepted submit. */
  requests: number;
  /** Count of submit attempts (valid or not); a UI re-focuses the first invalid field on each. */
  attempts: number;
}

export interface FormControllerOptions<T, R> {
  initialValues: FormValues;
  /** One of core/validation's validateX functions. */
  validate: (input: unknown, context?: ValidationContext) => ValidationResult<T>;
  /** Sends the validated value; rejects on failure (a 400 carrying `fields` maps onto the fields). */
  send: (value: T) => Promise<R>;
  /** Values added to every submit (locale, estateId, agreements …), from the typed values; not editable. */
  extra?: (values: FormValues) => Record<string, unknown>;
  /** Extra validation context (maxOccupation, requiredAgreements). */
  context?: () => ValidationContext;
  /** Clock; default Date.now. */
  now?: () => number;
  /** Delay helper so a fast visitor is held back until MIN_FILL_MS passed; default setTimeout. */
  wait?: (ms: number) => Promise<void>;
}

export interface FormController<R = unknown> {
  store: StoreApi<FormState<R>>;
  setValue(name: string, value: FormValue): void;
  /** Validates and sends once; ignored while busy and after success (until reset). Resolves when the submit settles. */
  submit(): Promise<void>;
  /** Back to idle with fresh values (default: the initial ones) and a new startedAt. */
  reset(values?: FormValues): void;
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createFormController<T, R = unknown>(options: FormControllerOptions<T, R>): FormController<R> {
  const now = options.now ?? Date.now;
  const wait = options.wait ?? defaultWait;
  const fresh = (values: FormValues): FormState<R> => ({
    status: 'idle',
    values: { ...values },
    fields: {},
    failure: null,
    result: null,
    startedAt: now(),
    requests: 0,
    attempts: 0,
  });
  const store = createStore<FormState<R>>(() => fresh(options.initialValues));

  function setValue(name: string, value: FormValue) {
    const { values, fields } = store.getState();
    const { [name]: _dropped, ...rest } = fields;
    store.setState({ values: { ...values, [name]: value }, fields: rest });
  }

  async function submit() {
    const state = store.getState();
    // A sent form stays sent: Enter or a second click on a form still on screen must not send it twice.
    if (state.status === 'busy' || state.status === 'success') return;
    const input = { ...state.values, ...options.extra?.(state.values), startedAt: state.startedAt };
    const checked = options.validate(input, { ...options.context?.(), checkSpam: false });
    const attempts = state.attempts + 1;
    if (!checked.ok) {
      store.setState({ status: 'error', fields: checked.fields, failure: 'validation', attempts });
      return;
    }
    store.setState({ status: 'busy', fields: {}, failure: null, requests: state.requests + 1, attempts });
    const early = MIN_FILL_MS - (now() - state.startedAt);
    try {
      if (early > 0) await wait(early);
      const result = await options.send(checked.value);
      store.setState({ status: 'success', result });
    } catch (error) {
      const fields = readFieldErrors(error);
      const spam = Object.values(fields).includes('form.error.spam');
      const retryAfter = readRetryAfter(error);
      const failure = spam ? 'spam' : retryAfter ? 'rate' : Object.keys(fields).length ? 'validation' : 'request';
      store.setState({ status: 'error', fields: spam ? {} : fields, failure, retryAfter });
    }
  }

  return { store, setValue, submit, reset: (values = options.initialValues) => store.setState(fresh(values)) };
}
