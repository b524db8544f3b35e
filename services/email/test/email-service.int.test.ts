import { createServer } from 'node:net';
import mongoose from 'mongoose';
import {
  SERVICE_TOKEN_HEADER,
  IDENTITY_HEADER,
  Topics,
  createEvent,
  createLogger,
  signIdentity,
  signServiceToken,
} from '@faithcraft/lib';
import { testKafka, testSettings, unique, waitFor } from '../../../test/support/kit';
import { readEnvironment } from '../src/environment';
import { startEmailService, type Service } from '../src/index';
import { dropSubscriberDirectory, emailTestEnvironment } from './support/subscriber-directory';
import { createStores } from '../src/data/stores';
import { Mailer } from '../src/mail/mailer';
import { TransactionalMail } from '../src/mail/transactional-mail';
import { startUsersSessionsDouble, type UsersSessionsDouble } from '../../../test/support/users-sessions';
import { createAudienceTopics } from './audience-topics';
import { deleteMailsTo, mailsTo, waitForMails } from './inbox';

const SECRET = 'int-test-internal-secret-0123456789';

describe('email service against the real SMTP inbox, database and Kafka', () => {
  const settings = testSettings();
  const dbName = unique('email');
  const supportInbox = `${unique('support')}@faithcraft.local`;
  // The audience read model reads the run's own topics: replaying the shared history is not this test's subject.
  const audienceSuffix = `.${unique('aud')}`;
  const environment = (usersInternalUrl: string) =>
    emailTestEnvironment(dbName, {
      USERS_INTERNAL_URL: usersInternalUrl,
      INTERNAL_SECRET: SECRET,
      SUPPORT_INBOX: supportInbox,
      AUDIENCE_TOPIC_SUFFIX: audienceSuffix,
    });
  let env: ReturnType<typeof environment>;
  let users: UsersSessionsDouble;
  const addresses: string[] = [supportInbox];
  let service: Service;
  let base: string;

  const address = (prefix: string) => {
    const a = `${unique(prefix)}@example.com`;
    addresses.push(a);
    return a;
  };
  const transactional = (body: unknown, token: string | null = signServiceToken('users', SECRET)) =>
    fetch(`${base}/internal/mail/transactional`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { [SERVICE_TOKEN_HEADER]: token } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const graphql = async (query: string, variables: object = {}, headers: Record<string, string> = {}) => {
    const res = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as {
      data?: Record<string, Record<string, unknown> | string | null>;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  };
  const contact = (input: Record<string, unknown>) =>
    graphql(
      `
        mutation ($input: ContactMessageInput!) {
          sendContactMessage(input: $input) {
            ok
            message
            retryAfterSeconds
            fieldErrors {
              field
              message
            }
          }
        }
      `,
      { input },
    );
  const resetData = {
    firstName: 'Ruth <b>',
    resetUrl: 'https://app.example/reset-password?token=abc123&x=1',
    expiresInMinutes: 60,
  };

  beforeAll(async () => {
    await createAudienceTopics(audienceSuffix);
    users = await startUsersSessionsDouble(SECRET);
    env = environment(users.url);
    service = await startEmailService(env);
    base = service.url.replace(/\/graphql$/, '');
  });

  afterAll(async () => {
    await service?.stop();
    await users?.close();
    for (const a of addresses) await deleteMailsTo(a);
    const db = await mongoose.createConnection(settings.mongoUrl, { dbName }).asPromise();
    await db.dropDatabase();
    await db.close();
    await dropSubscriberDirectory(readEnvironment({ EMAIL_DB: dbName }).subscriberIndex);
  });

  it('sends the password-reset mail with a visible, escaped link and records it without the link', async () => {
    const to = address('reset');
    const res = await transactional({ template: 'password-reset', to, userId: 'user-1', data: resetData });
    expect(res.status).toBe(202);
    const { messageId } = (await res.json()) as { messageId: string };
    expect(messageId).toMatch(/@/);

    const [mail] = await waitForMails(to);
    expect(mail!.subject).toBe('Reset your FaithCraft password');
    expect(mail!.from[0]).toMatchObject({ address: 'no-reply@faithcraft.local', name: 'FaithCraft' });
    expect(mail!.html).toContain('href="https://app.example/reset-password?token=abc123&amp;x=1"');
    expect(mail!.html).toContain('Hi Ruth &lt;b&gt;,');
    expect(mail!.html).not.toContain('<b>,');
    expect(mail!.text).toContain('https://app.example/reset-password?token=abc123&x=1');
    expect(mail!.text).toContain('expires in 1 hour');

    const db = await mongoose.createConnection(settings.mongoUrl, { dbName }).asPromise();
    const records = await db.collection('transactional_mails').find({ to }).toArray();
    await db.close();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ template: 'password-reset', to, userId: 'user-1', messageId, status: 'sent' });
    expect(JSON.stringify(records[0])).not.toContain('abc123');
  });

  it('requires a valid service token and refuses bad requests, sending nothing', async () => {
    const to = address('refused');
    const good = { template: 'password-reset', to, data: resetData };
    expect((await transactional(good, null)).status).toBe(401);
    expect((await transactional(good, signServiceToken('users', 'some-other-secret-0123456789'))).status).toBe(401);

    const unknown = await transactional({ ...good, template: 'welcome-bonus' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/Unknown template "welcome-bonus"/);
    const badAddress = await transactional({ ...good, to: 'not-an-address' });
    expect(badAddress.status).toBe(400);
    expect(await badAddress.json()).toEqual({ message: 'Invalid recipient address' });
    const noUrl = await transactional({ ...good, data: { firstName: 'A', expiresInMinutes: 60 } });
    expect(noUrl.status).toBe(400);
    expect(((await noUrl.json()) as { message: string }).message).toMatch(/password-reset: resetUrl/);
    const script = await transactional({ ...good, data: { ...resetData, resetUrl: 'javascript:alert(1)' } });
    expect(script.status).toBe(400);
    expect((await transactional({ template: 'password-reset', to })).status).toBe(400);
    const notJson = await transactional('{"template":');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: 'Request body must be JSON' });

    // A good request afterwards is the only mail that arrives.
    expect((await transactional(good)).status).toBe(202);
    await waitForMails(to);
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('answers 503 and records the failure when the SMTP relay is down', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const db = await mongoose.createConnection(settings.mongoUrl, { dbName }).asPromise();
    const { mails } = await createStores(db, createLogger('test', 'silent'));
    const mailer = new Mailer({
      host: '127.0.0.1',
      port: closedPort,
      secure: false,
      user: '',
      pass: '',
      from: env.MAIL_FROM,
    });
    const mail = new TransactionalMail({ mails, mailer, log: createLogger('test', 'silent') });
    const to = address('down');
    expect(await mail.send({ template: 'password-reset', to, data: resetData })).toEqual({
      status: 503,
      message: 'The mail relay is not available. Please try again.',
    });
    expect(await mails.findOne({ to })).toMatchObject({ status: 'failed', messageId: null });
    mailer.close();
    await db.close();
  });

  it('delivers a contact message to the support inbox with Reply-To set to the sender, header-injection safe', async () => {
    const sender = address('sender');
    const result = await contact({
      firstName: 'Eve\r\nBcc: victim@example.com',
      lastName: 'Smith',
      email: sender,
      subject: 'BILLING_QUESTION',
      message: 'Line one\r\nLine <two> & more',
    });
    expect(result.data?.['sendContactMessage']).toEqual({
      ok: true,
      message: "Thanks! Your message has been sent. We'll reply within 24 hours on business days.",
      retryAfterSeconds: null,
      fieldErrors: [],
    });
    const mails = await waitForMails(supportInbox);
    const mail = mails.find((m) => m.replyTo?.[0]?.address === sender)!;
    expect(mail).toBeDefined();
    expect(mail.subject).toBe('[Contact] Billing Question from Eve Bcc: victim@example.com Smith');
    expect(mail.replyTo).toEqual([{ address: sender, name: 'Eve Bcc: victim@example.com Smith' }]);
    expect(mail.headers['bcc']).toBeUndefined();
    expect(mail.calculatedBcc ?? []).toEqual([]);
    expect(mail.html).toContain('Line one<br>Line &lt;two&gt; &amp; more');
    expect(mail.text).toContain('Line one\nLine <two> & more');
  });

  it('refuses invalid contact messages with clear messages and sends nothing', async () => {
    const sender = address('invalid');
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [{ email: 'nope' }, { field: 'email', message: 'Please enter a valid email address' }],
      [
        { subject: null },
        {
          field: 'subject',
          message:
            'Please choose a subject: General Inquiry, Technical Support, Billing Question, Feature Request, Bug Report or Partnership Opportunity',
        },
      ],
      [{ message: '   ' }, { field: 'message', message: 'Please enter a message' }],
      [{ message: 'x'.repeat(5001) }, { field: 'message', message: 'Your message must be at most 5000 characters' }],
      [{ firstName: 'x'.repeat(51) }, { field: 'firstName', message: 'First name must be at most 50 characters' }],
      [{ lastName: 'y'.repeat(51) }, { field: 'lastName', message: 'Last name must be at most 50 characters' }],
    ];
    for (const [change, error] of cases) {
      const result = await contact({ email: sender, subject: 'BUG_REPORT', message: 'It broke', ...change });
      expect(result.data?.['sendContactMessage']).toEqual({
        ok: false,
        message: error.message,
        retryAfterSeconds: null,
        fieldErrors: [error],
      });
    }
    const db = await mongoose.createConnection(settings.mongoUrl, { dbName }).asPromise();
    expect(await db.collection('contact_messages').countDocuments({ email: sender })).toBe(0);
    await db.close();
    expect((await mailsTo(supportInbox)).filter((m) => m.replyTo?.[0]?.address === sender)).toHaveLength(0);
  });

  it('limits each sender to 5 messages per hour', async () => {
    const sender = address('busy');
    for (let i = 1; i <= 5; i++) {
      const r = await contact({ email: sender, subject: 'FEATURE_REQUEST', message: `Idea ${i}` });
      expect(r.data?.['sendContactMessage']).toMatchObject({ ok: true });
    }
    const limited = await contact({ email: sender.toUpperCase(), subject: 'FEATURE_REQUEST', message: 'Idea 6' });
    const payload = limited.data?.['sendContactMessage'] as { ok: boolean; message: string; retryAfterSeconds: number };
    expect(payload.ok).toBe(false);
    expect(payload.message).toMatch(/sent several messages in a short time/);
    expect(payload.retryAfterSeconds).toBeGreaterThan(0);
    expect(payload.retryAfterSeconds).toBeLessThanOrEqual(3600);
    await waitFor(
      async () => (await mailsTo(supportInbox)).filter((m) => m.replyTo?.[0]?.address === sender).length === 5,
    );
  });

  it('reports the relay status to admins only, checked against the current role', async () => {
    users.sessions.set('s1', { userId: 'u1', role: 'user' });
    users.sessions.set('s2', { userId: 'a1', role: 'admin' });
    const anonymous = await graphql('{ mailRelayStatus }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const asUser = await graphql(
      '{ mailRelayStatus }',
      {},
      {
        [IDENTITY_HEADER]: signIdentity({ userId: 'u1', role: 'user', sessionId: 's1' }, SECRET),
      },
    );
    expect(asUser.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asAdmin = await graphql(
      '{ mailRelayStatus }',
      {},
      {
        [IDENTITY_HEADER]: signIdentity({ userId: 'a1', role: 'admin', sessionId: 's2' }, SECRET),
      },
    );
    expect(asAdmin.data?.['mailRelayStatus']).toBe(`SMTP relay ${env.SMTP_HOST}:${env.SMTP_PORT} is reachable`);
    // Demoted since the gateway signed the identity: refused at once.
    users.sessions.set('s2', { userId: 'a1', role: 'user' });
    const demoted = await graphql(
      '{ mailRelayStatus }',
      {},
      { [IDENTITY_HEADER]: signIdentity({ userId: 'a1', role: 'admin', sessionId: 's2' }, SECRET) },
    );
    expect(demoted.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('forgets a deleted user: delivery log entries removed, contact messages anonymised', async () => {
    const userId = unique('user');
    const email = address('leaving');
    const identity = signIdentity({ userId, role: 'user', sessionId: 's3' }, SECRET);
    const sent = await graphql(
      `
        mutation ($input: ContactMessageInput!) {
          sendContactMessage(input: $input) {
            ok
          }
        }
      `,
      { input: { firstName: 'Leah', email, subject: 'GENERAL_INQUIRY', message: 'Goodbye' } },
      { [IDENTITY_HEADER]: identity },
    );
    expect(sent.data?.['sendContactMessage']).toEqual({ ok: true });
    expect((await transactional({ template: 'password-reset', to: email, data: resetData })).status).toBe(202);

    const producer = testKafka().producer();
    await producer.connect();
    const source = '/faithcraft/users';
    const events = [
      createEvent({
        source,
        type: 'UserSignedUp.v1',
        subject: userId,
        data: { userId, email, firstName: 'Leah', lastName: null, role: 'user', createdAt: new Date().toISOString() },
      }),
      createEvent({
        source,
        type: 'UserDeleted.v1',
        subject: userId,
        data: { userId, deletedAt: new Date().toISOString() },
      }),
    ];
    await producer.send({
      topic: Topics.users,
      messages: events.map((e) => ({ key: userId, value: JSON.stringify(e) })),
    });
    await producer.disconnect();

    const db = await mongoose.createConnection(settings.mongoUrl, { dbName }).asPromise();
    await waitFor(
      async () =>
        (await db
          .collection('contact_messages')
          .findOne({ _id: { $exists: true }, subject: 'General Inquiry', anonymisedAt: { $ne: null } })) !== null,
      60_000,
      'contact message anonymised',
    );
    expect(await db.collection('contact_messages').countDocuments({ email })).toBe(0);
    expect(await db.collection('contact_messages').countDocuments({ userId })).toBe(0);
    expect(await db.collection('transactional_mails').countDocuments({ to: email })).toBe(0);
    await db.close();
  });
});
