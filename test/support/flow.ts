// Flows the e2e tests repeat: a signed-up or signed-in session (a cookie jar), the bootstrap
// admin, and calls to a service's internal HTTP API as another service would make them.
import { SERVICE_TOKEN_HEADER, signServiceToken } from '@faithcraft/lib';
import { ApiClient } from './http';
import { unique } from './kit';
import { productSettings } from './settings';

export interface SignedInUser {
  client: ApiClient;
  id: string;
  email: string;
  password: string;
}

/** Signs a new account up through POST /api/auth/signup; its session is in `client`. */
export async function signUp(options: { email?: string; password?: string } = {}): Promise<SignedInUser> {
  const email = options.email ?? `${unique('user')}@example.com`;
  const password = options.password ?? 'password1';
  const client = new ApiClient();
  const res = await client.request('POST', '/api/auth/signup', { email, password });
  if (res.status !== 201) throw new Error(`sign-up of ${email} answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  return { client, id, email, password };
}

/** A new session for existing credentials (POST /api/auth/signin). */
export async function signIn(email: string, password: string): Promise<ApiClient> {
  const client = new ApiClient();
  const res = await client.request('POST', '/api/auth/signin', { email, password });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return client;
}

/** A session of the admin the e2e stack bootstraps. */
export function asAdmin(): Promise<ApiClient> {
  const { admin } = productSettings();
  return signIn(admin.email, admin.password);
}

/**
 * Calls a service's internal HTTP API (never exposed by the gateway) with a service token, as
 * `caller` would: e.g. `asService('content').post('users', '/internal/allowance/reserve', body)`.
 */
export function asService(caller: string) {
  const settings = productSettings();
  const call = (method: string, service: keyof typeof settings.services, path: string, body?: unknown) =>
    fetch(`${settings.services[service]}${path}`, {
      method,
      headers: {
        [SERVICE_TOKEN_HEADER]: signServiceToken(caller, settings.internalSecret),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    get: (service: keyof typeof settings.services, path: string) => call('GET', service, path),
    post: (service: keyof typeof settings.services, path: string, body: unknown) => call('POST', service, path, body),
  };
}
