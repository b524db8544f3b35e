import { SERVICE_TOKEN_HEADER, signServiceToken } from '@faithcraft/lib';
import { asService } from '../support/flow';
import { ApiClient } from '../support/http';
import { productSettings } from '../support/settings';
import { E2E_BASE_PORT, startExtraGateway } from './oauth-support';

describe('test sign-in (/oauth/test, /auth-test) outside production only', () => {
  it('signs in the fixed test account and goes to the generator, the same account every time', async () => {
    const browser = new ApiClient();
    const res = await browser.request('GET', '/oauth/test');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/generator');
    expect(res.headers.getSetCookie().join('\n')).toMatch(/fc_session=.+HttpOnly/i);
    const me = await browser.request('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    const user = (await me.json()) as { id: string; email: string; firstName: string };
    expect(user).toMatchObject({ email: 'test.user@faithcraft.local', firstName: 'Test' });

    const other = new ApiClient();
    await other.request('GET', '/oauth/test');
    expect(((await (await other.request('GET', '/api/auth/user')).json()) as { id: string }).id).toBe(user.id);
  });

  it('answers 404 for /oauth/test and /auth-test in production', async () => {
    const gateway = await startExtraGateway(E2E_BASE_PORT + 11, {
      NODE_ENV: 'production',
      SESSION_SECRET: 'e2e-production-session-secret-0123456789',
      INTERNAL_SECRET: 'e2e-production-internal-secret-0123456789',
    });
    try {
      const browser = new ApiClient(gateway.url);
      const test = await browser.request('GET', '/oauth/test');
      expect(test.status).toBe(404);
      expect(browser.cookie('fc_session')).toBeUndefined();
      expect((await browser.request('GET', '/auth-test', undefined, { accept: 'text/html' })).status).toBe(404);
      // Google sign-in is not configured there either; it says so instead of failing.
      expect((await browser.request('GET', '/oauth/google')).headers.get('location')).toBe(
        '/signin?error=google-not-configured',
      );
    } finally {
      await gateway.stop();
    }
  });

  it('the users service signs in external identities only for services, and checks what it is given', async () => {
    const url = `${productSettings().services.users}/internal/external-sign-in`;
    const identity = {
      provider: 'google',
      subject: 'sub-1',
      email: 'someone@example.com',
      emailVerified: true,
      firstName: null,
      lastName: null,
      pictureUrl: null,
    };
    const post = (body: unknown, token?: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { [SERVICE_TOKEN_HEADER]: token } : {}) },
        body: JSON.stringify(body),
      });
    expect((await post(identity)).status).toBe(401);
    expect((await post(identity, signServiceToken('gateway', 'not-the-internal-secret-0123456789'))).status).toBe(401);
    const gateway = asService('gateway');
    const bad = await gateway.post('users', '/internal/external-sign-in', {
      ...identity,
      provider: 'facebook',
      email: 'nope',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Invalid request: check provider, email' });
    const unverified = await gateway.post('users', '/internal/external-sign-in', { ...identity, emailVerified: false });
    expect(unverified.status).toBe(403);
  });
});
