// A tiny cookie-keeping HTTP client for the end-to-end tier: one instance is one browser session.
export class ApiClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl = process.env['E2E_GATEWAY_URL'] ?? 'http://localhost:4100') {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return res;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async graphql<T = Record<string, unknown>>(query: string, variables: object = {}) {
    const res = await this.request('POST', '/graphql', { query, variables }, { 'apollo-require-preflight': 'true' });
    return (await res.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  }
}
