import type { FieldErrors, FormErrorKey } from '../validation';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Field errors of a 400 `{ error: 'validation', fields }` answer, wherever the API client put the
 * parsed body (ApiErrorInfo `validation`, `body`, `data`, `details` or the error itself); {} for any other failure.
 */
export function readFieldErrors(error: unknown): FieldErrors {
  if (!isRecord(error)) return {};
  for (const holder of [error.validation, error.body, error.data, error.details, error.response, error]) {
    if (isRecord(holder) && isRecord(holder.fields)) {
      const out: FieldErrors = {};
      for (const [field, key] of Object.entries(holder.fields)) {
        if (typeof key === 'string' && key.startsWith('form.error.')) out[field] = key as FormErrorKey;
      }
      return out;
    }
  }
  return {};
}

/** Seconds until the service takes the form again after a 429 (its body's `retryAfter`, else a minute); undefined for any other failure. */
export function readRetryAfter(error: unknown): number | undefined {
  if (!isRecord(error) || error.status !== 429) return undefined;
  let body: unknown;
  try {
    body = typeof error.responseText === 'string' ? JSON.parse(error.responseText) : undefined;
  } catch {
    body = undefined;
  }
  const seconds = isRecord(body) ? Number(body.retryAfter) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}
