import { withoutControlCharacters } from '../security/control-characters';
import { isLocale, type Locale } from '../i18n/locale';
import { FORM_ERROR, LIMITS, MIN_FILL_MS, type FieldErrors, type FormErrorKey, type ValidationContext } from './messages';

const EMAIL = /^[^\s@"(),:;<>[\]\\]+@[^\s@"(),:;<>[\]\\.]+(\.[^\s@"(),:;<>[\]\\.]+)+$/;
const PHONE_CHARS = /^\+?[\d\s./()-]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Belgian national (0470 12 34 56, 02 123 45 67) or international (+32 …, 0032 …, +33 …) phone number. */
export function isValidPhone(raw: string): boolean {
  if (!PHONE_CHARS.test(raw)) return false;
  const compact = raw.replace('(0)', '').replace(/[\s./()-]/g, '');
  const intl = compact.startsWith('+') ? compact.slice(1) : compact.startsWith('00') ? compact.slice(2) : null;
  if (intl !== null) {
    if (intl.startsWith('32')) return isBelgianNational(intl.slice(2));
    return /^[1-9]\d{7,14}$/.test(intl);
  }
  return compact.startsWith('0') && isBelgianNational(compact.slice(1));
}

// Belgian numbers without the trunk 0: landlines have 8 digits, mobiles 9 starting with 4.
function isBelgianNational(digits: string): boolean {
  return /^[1-9]\d{7}$/.test(digits) || /^4\d{8}$/.test(digits);
}

export function isValidEmail(raw: string): boolean {
  const at = raw.lastIndexOf('@');
  return EMAIL.test(raw) && at <= 64;
}

/** Calendar-valid ISO date (yyyy-mm-dd). */
export function isIsoDate(raw: string): boolean {
  const m = ISO_DATE.exec(raw);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return undefined;
}

interface TextOptions {
  required?: boolean;
  max?: number;
}

/**
 * Reads fields from untrusted input (a JSON body or a form's string values), normalizes them
 * (trims strings, turns numeric strings into numbers) and records the first failing rule per field.
 */
export function createFieldReader(input: unknown, context: ValidationContext = {}) {
  const src = isRecord(input) ? input : {};
  const fields: FieldErrors = {};

  function fail(field: string, key: FormErrorKey): undefined {
    if (!fields[field]) fields[field] = key;
    return undefined;
  }

  function text(field: string, { required = false, max = LIMITS.name }: TextOptions = {}): string | undefined {
    const v = src[field];
    if (isBlank(v)) return required ? fail(field, FORM_ERROR.required) : undefined;
    if (typeof v !== 'string') return fail(field, FORM_ERROR.invalid);
    const s = withoutControlCharacters(v).trim();
    if (s === '') return required ? fail(field, FORM_ERROR.required) : undefined;
    return s.length > max ? fail(field, FORM_ERROR.tooLong) : s;
  }

  function email(field: string, required = true): string | undefined {
    const s = text(field, { required, max: LIMITS.email });
    if (s === undefined) return undefined;
    return isValidEmail(s) ? s : fail(field, FORM_ERROR.email);
  }

  function phone(field: string, required = false): string | undefined {
    const s = text(field, { required, max: LIMITS.phone });
    if (s === undefined) return undefined;
    return isValidPhone(s) ? s : fail(field, FORM_ERROR.phone);
  }

  /** A record id: a positive integer (number or numeric string). */
  function id(field: string, required = true): number | undefined {
    const v = src[field];
    if (isBlank(v)) return required ? fail(field, FORM_ERROR.required) : undefined;
    const n = toNumber(v);
    return n !== undefined && Number.isInteger(n) && n >= 1 && n <= Number.MAX_SAFE_INTEGER ? n : fail(field, FORM_ERROR.invalid);
  }

  function int(field: string, { required = false, min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number | undefined {
    const v = src[field];
    if (isBlank(v)) return required ? fail(field, FORM_ERROR.required) : undefined;
    const n = toNumber(v);
    if (n === undefined || !Number.isInteger(n) || n < min || n > max) return fail(field, FORM_ERROR.number);
    return n;
  }

  function date(field: string, required = true): string | undefined {
    const s = text(field, { required, max: 10 });
    if (s === undefined) return undefined;
    return isIsoDate(s) ? s : fail(field, FORM_ERROR.date);
  }

  /** A list of positive integer ids; a single value or a comma-separated string is accepted too. */
  function intList(field: string): number[] {
    const v = src[field];
    if (isBlank(v)) return [];
    const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v];
    if (items.length > LIMITS.listItems) return fail(field, FORM_ERROR.tooLong) ?? [];
    const out: number[] = [];
    for (const item of items) {
      const n = toNumber(item);
      if (n === undefined || !Number.isInteger(n) || n < 1) return fail(field, FORM_ERROR.invalid) ?? [];
      if (!out.includes(n)) out.push(n);
    }
    return out;
  }

  /**
   * Accepted agreement ids (field `agreements`): every required agreement must be listed; a form's
   * consent box sends `consent: false` when unticked, which fails too.
   */
  function agreements(): string[] | undefined {
    const raw = src.agreements;
    const list = Array.isArray(raw) ? raw.filter((a): a is string => typeof a === 'string').slice(0, LIMITS.listItems) : [];
    const refused = 'consent' in src && !(src.consent === true || src.consent === 'true' || src.consent === 'on');
    const missing = (context.requiredAgreements ?? []).some((a) => !list.includes(a));
    if (refused || missing) return fail('agreements', FORM_ERROR.consent);
    return list;
  }

  /** ISO date-time with offset or Z (a slot start). */
  function dateTime(field: string): string | undefined {
    const s = text(field, { required: true, max: 40 });
    if (s === undefined) return undefined;
    return ISO_DATE_TIME.test(s) && !Number.isNaN(Date.parse(s)) && isIsoDate(s.slice(0, 10)) ? s : fail(field, FORM_ERROR.date);
  }

  function locale(): Locale {
    const v = src.locale;
    if (isBlank(v)) return 'nl';
    if (isLocale(v)) return v;
    fail('locale', FORM_ERROR.invalid);
    return 'nl';
  }

  /** Honeypot `website` must be empty; `startedAt` (epoch ms) at least MIN_FILL_MS before now. */
  function spam(): { website: string; startedAt: number } {
    const startedAt = toNumber(src.startedAt) ?? 0;
    const website = typeof src.website === 'string' ? src.website : '';
    if (context.checkSpam === false) return { website, startedAt };
    if (!isBlank(src.website)) fail('website', FORM_ERROR.spam);
    const now = context.now ?? Date.now();
    if (!startedAt || now - startedAt < MIN_FILL_MS) fail('startedAt', FORM_ERROR.spam);
    return { website, startedAt };
  }

  return { src, fields, fail, text, email, phone, id, int, date, dateTime, intList, agreements, locale, spam };
}

export type FieldReader = ReturnType<typeof createFieldReader>;

/**
 * Finishes a reader: the value (keys whose value is undefined dropped) when no rule failed,
 * else the field errors. Callers pass the shape they read; required keys are defined when ok.
 */
export function finish<T>(reader: FieldReader, value: Record<string, unknown>): { ok: true; value: T } | { ok: false; fields: FieldErrors } {
  if (Object.keys(reader.fields).length) return { ok: false, fields: { ...reader.fields } };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = v;
  return { ok: true, value: out as T };
}
