/** An error the handler turns into a JSON answer with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? body.error));
  }
}

/** 400 naming the field of the body (or query) that is wrong, e.g. `query.range.general.price.value.gte`. */
export function badRequest(field: string, message: string): HttpError {
  return new HttpError(400, { error: 'bad-request', field, message: `${field}: ${message}` });
}

export function notFound(what: string): HttpError {
  return new HttpError(404, { error: 'not-found', message: `${what} not found` });
}
