// The spec's request helper (000 §7) for the REST paths this feature calls directly: cookies always
// travel, a JSON body and content type only when there is a body, and a non-success answer becomes
// an error whose text is "<status>: <body or status text>".

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'RestError';
  }

  /** The server's `{ message }` (or `{ error }`) when the body is JSON, else the plain text body. */
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

export async function sendRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new RestError(response.status, await response.text(), response.statusText);
  return response;
}

export async function requestJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const text = await (await sendRequest(method, path, body)).text();
  return (text ? JSON.parse(text) : {}) as T;
}
