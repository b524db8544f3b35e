// The spec's /api/email list calls, /api/admin/segments and the public /api/newsletter through a
// real gateway, the real users service (sessions, roles) and the real email service.
import mongoose from 'mongoose';
import { startGateway, type RunningGateway } from '../src/app';
import { readEnvironment } from '../src/environment';
import { ApiClient } from '../../test/support/http';
import { testSettings, unique } from '../../test/support/kit';
import {
  INTERNAL_SECRET,
  SESSION_SECRET,
  startTestUsers,
  type TestUsers,
} from '../../services/users/test/support/harness';
import { readEnvironment as emailEnvironment } from '../../services/email/src/environment';
import { startEmailService, type Service } from '../../services/email/src/index';
import { createAudienceTopics } from '../../services/email/test/audience-topics';
import { deleteMailsTo, waitForMails } from '../../services/email/test/inbox';
import { dropSubscriberDirectory } from '../../services/email/test/support/subscriber-directory';

const ADMIN_EMAIL = `${unique('admin')}@example.com`;
const ADMIN_PASSWORD = 'admin-secret-123';

let users: TestUsers;
let email: Service;
let gateway: RunningGateway;
const emailDb = unique('email_rest');
const addresses: string[] = [];

beforeAll(async () => {
  const settings = testSettings();
  const audienceSuffix = `.${unique('rest')}`;
  await createAudienceTopics(audienceSuffix);
  users = await startTestUsers({
    env: { BOOTSTRAP_ADMIN_EMAIL: ADMIN_EMAIL, BOOTSTRAP_ADMIN_PASSWORD: ADMIN_PASSWORD },
  });
  email = await startEmailService(
    emailEnvironment({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      EMAIL_PORT: '0',
      MONGO_URL: settings.mongoUrl,
      EMAIL_DB: emailDb,
      SEARCH_URL: settings.searchUrl,
      NEWSLETTER_IP_RATE_LIMIT: '3',
      KAFKA_BROKERS: settings.kafkaBrokers.join(','),
      INTERNAL_SECRET,
      USERS_INTERNAL_URL: users.baseUrl,
      SMTP_HOST: settings.smtp.host,
      SMTP_PORT: String(settings.smtp.port),
      AUDIENCE_TOPIC_SUFFIX: audienceSuffix,
    }),
  );
  gateway = await startGateway(
    readEnvironment({
      NODE_ENV: 'test',
      LOG_LEVEL: 'fatal',
      GATEWAY_PORT: '0',
      SESSION_SECRET,
      INTERNAL_SECRET,
      USERS_INTERNAL_URL: users.baseUrl,
      EMAIL_INTERNAL_URL: email.url.replace(/\/graphql$/, ''),
      SUBGRAPH_USERS_URL: `${users.baseUrl}/graphql`,
      SUBGRAPH_EMAIL_URL: email.url,
      KAFKA_BROKERS: settings.kafkaBrokers.join(','),
    }),
  );
});

afterAll(async () => {
  await gateway?.stop();
  await email?.stop();
  await users?.stop();
  for (const a of addresses) await deleteMailsTo(a);
  const db = await mongoose.createConnection(testSettings().mongoUrl, { dbName: emailDb }).asPromise();
  await db.dropDatabase();
  await db.close();
  await dropSubscriberDirectory(emailEnvironment({ EMAIL_DB: emailDb }).subscriberIndex);
});

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });

describe('email list REST facade', () => {
  it('answers 401 signed out, 403 for a user, and the spec shapes for an admin', async () => {
    const anonymous = new ApiClient(gateway.url);
    expect((await anonymous.request('GET', '/api/email/lists')).status).toBe(401);

    const user = new ApiClient(gateway.url);
    const signup = await user.request('POST', '/api/auth/signup', {
      email: `${unique('u')}@example.com`,
      password: 'secret123',
    });
    expect(signup.status).toBeLessThan(300);
    expect((await user.request('GET', '/api/email/lists')).status).toBe(403);
    expect((await user.request('GET', '/api/admin/segments')).status).toBe(403);

    const admin = new ApiClient(gateway.url);
    expect(
      (await admin.request('POST', '/api/auth/signin', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status,
    ).toBe(200);
    const lists = await json(await admin.request('GET', '/api/email/lists'));
    expect(lists.status).toBe(200);
    expect(lists.body['lists']).toEqual([expect.objectContaining({ id: 'default', name: 'FaithCraft Newsletter' })]);

    expect(await json(await admin.request('POST', '/api/email/subscribe', { email: 'a@example.com' }))).toEqual({
      status: 400,
      body: { success: false, message: 'Email and list ID are required' },
    });

    const to = `${unique('rest')}@example.com`;
    addresses.push(to);
    const subscribed = await json(
      await admin.request('POST', '/api/email/subscribe', { email: to, name: 'Eva', listId: 'default' }),
    );
    expect(subscribed).toEqual({
      status: 200,
      body: { success: true, message: `Confirmation e-mail sent to ${to}. Please click the link in it to subscribe.` },
    });
    await waitForMails(to);
    expect(
      await json(await admin.request('POST', '/api/email/status', { email: to, listId: 'default' })),
    ).toMatchObject({
      status: 200,
      body: { success: true, status: 'Unconfirmed' },
    });
    expect(
      (await json(await admin.request('POST', '/api/email/unsubscribe', { email: to, listId: 'default' }))).status,
    ).toBe(200);
    expect(
      await json(await admin.request('POST', '/api/email/status', { email: to, listId: 'default' })),
    ).toMatchObject({
      body: { status: 'Unsubscribed' },
    });
    const never = `${unique('never')}@example.com`;
    expect(
      await json(await admin.request('POST', '/api/email/status', { email: never, listId: 'default' })),
    ).toMatchObject({
      body: { status: 'Not subscribed' },
    });

    const segments = await json(await admin.request('GET', '/api/admin/segments'));
    expect(segments.status).toBe(200);
    expect(Object.keys(segments.body)).toEqual(
      expect.arrayContaining([
        'newVisitors',
        'activeTrial',
        'limitReached',
        'subscribers',
        'inactive',
        'churned',
        'computedAt',
      ]),
    );
  });

  it('takes public newsletter sign-ups without a session and refuses a bad address with 400', async () => {
    const visitor = new ApiClient(gateway.url);
    const to = `${unique('box')}@example.com`;
    addresses.push(to);
    expect(await json(await visitor.request('POST', '/api/newsletter', { email: to }))).toEqual({
      status: 200,
      body: { success: true, message: `Confirmation e-mail sent to ${to}. Please click the link in it to subscribe.` },
    });
    expect(await json(await visitor.request('POST', '/api/newsletter', { email: 'nope' }))).toEqual({
      status: 400,
      body: { success: false, message: 'Please enter a valid email address' },
    });
  });

  it('limits the public box per client IP (as the gateway sees it), with the address limit text', async () => {
    const tooMany = {
      status: 400,
      body: { success: false, message: 'Too many sign-up attempts for this address. Please try again later.' },
    };
    // The gateway trusts a loopback proxy's X-Forwarded-For (trust proxy 'loopback'): two clients.
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const signUp = async (ip: string) => {
      const to = `${unique('ip')}@example.com`;
      addresses.push(to);
      return json(await new ApiClient(gateway.url).request('POST', '/api/newsletter', { email: to }, from(ip)));
    };
    for (let i = 0; i < 3; i++) expect((await signUp('198.51.100.7')).status).toBe(200);
    // A fourth address from the same IP is refused; another IP still signs up.
    expect(await signUp('198.51.100.7')).toEqual(tooMany);
    expect((await signUp('198.51.100.8')).status).toBe(200);
    // A client cannot choose the counted address with the internal header: it is never forwarded as sent.
    const forged = await new ApiClient(gateway.url).request(
      'POST',
      '/api/newsletter',
      { email: `${unique('forged')}@example.com` },
      { ...from('198.51.100.7'), 'x-faithcraft-client-address': 'forged' },
    );
    expect(await json(forged)).toEqual(tooMany);
  });
});
