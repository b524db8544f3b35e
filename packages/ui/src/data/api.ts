// The one REST client of both apps (spec 000 §7) for the paths called directly rather than through
// GraphQL: cookies always travel, a JSON body and content type only when there is a body, and any
// non-success answer becomes an ApiError whose text is "<status>: <body or status text>".

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `{ message }` (or `{ error }`) when the body is JSON, else short plain text. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown; error?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
      if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
      return undefined;
    } catch {
      // Not JSON: an HTML error page is no message for a person; short plain text is.
      const text = this.body.trim();
      return text && !text.startsWith('<') && text.length <= 200 ? text : undefined;
    }
  }
}

/** Sends a request and returns the successful Response (e.g. to read a file); throws ApiError. */
export async function sendRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response;
}

/** Sends a request and parses the JSON answer (undefined for an empty body); throws ApiError. */
export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const text = await (await sendRequest(method, path, body)).text();
  return (text ? JSON.parse(text) : undefined) as T;
}
