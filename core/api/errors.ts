import type { ApiErrorInfo, ApiErrorKind, ValidationErrorBody } from './types';

export interface ApiErrorDetails {
  status: number;
  statusText: string;
  kind?: ApiErrorKind;
  method?: string;
  path?: string;
  siteId?: string;
  /** Raw response text of a failed call. */
  responseText?: string;
  validation?: ValidationErrorBody;
}

/** A failed call: any non-success status (spec §8), or a network failure, time-out or abort (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly kind: ApiErrorKind;
  readonly method?: string;
  readonly path?: string;
  readonly siteId?: string;
  readonly responseText?: string;
  /** The parsed body of a 400 `{ error: 'validation', fields }` answer. */
  readonly validation?: ValidationErrorBody;

  constructor(message: string, details: ApiErrorDetails) {
    super(message);
    this.name = 'ApiError';
    this.status = details.status;
    this.statusText = details.statusText;
    this.kind = details.kind ?? 'http';
    this.method = details.method;
    this.path = details.path;
    this.siteId = details.siteId;
    this.responseText = details.responseText;
    this.validation = details.validation;
  }
}

/** A call that did not answer within the client's time-out (default 10 s). */
export class TimeoutError extends ApiError {
  readonly timeoutMs: number;

  constructor(method: string, path: string, timeoutMs: number, siteId?: string) {
    super(`${method} ${path} timed out after ${timeoutMs} ms (raise createApiClient({ timeoutMs }) if the service is slow)`, {
      status: 0,
      statusText: 'Timeout',
      kind: 'timeout',
      method,
      path,
      siteId,
    });
    this.name = 'TimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/**
 * A success answer the bundle cannot use: empty, not JSON, or JSON of the wrong shape. Not "not
 * found" and not an empty list: the block shows its error state with retry.
 */
export class BadAnswerError extends ApiError {
  constructor(what: string, detail: string, status = 200) {
    super(`the ${what} answer is not usable: ${detail}`, { status, statusText: 'Bad answer', kind: 'bad-answer' });
    this.name = 'BadAnswerError';
  }
}

/** spec §8: status 500, default message 'Not implemented'. */
export class NotImplementedError extends ApiError {
  constructor(message = 'Not implemented') {
    super(message, { status: 500, statusText: 'Internal Server Error', kind: 'not-implemented' });
    this.name = 'NotImplementedError';
  }
}

/** True for a call the caller aborted (a newer request replaced it): not a failure to show. */
export function isAbortError(error: unknown): boolean {
  if (error instanceof ApiError) return error.kind === 'abort';
  return error instanceof Error && error.name === 'AbortError';
}

/** A plain, serialisable description of any thrown value, for stores and result objects. */
export function toErrorInfo(error: unknown): ApiErrorInfo {
  if (error instanceof ApiError) {
    const info: ApiErrorInfo = { status: error.status, statusText: error.statusText, message: error.message, kind: error.kind };
    if (error.validation) info.validation = error.validation;
    return info;
  }
  const message = error instanceof Error ? error.message : String(error);
  return { status: 0, statusText: '', message, kind: isAbortError(error) ? 'abort' : 'network' };
}
