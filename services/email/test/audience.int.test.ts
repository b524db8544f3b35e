// Lists, opt-in, unsubscribe and segments against the real SMTP inbox (maildev), database and Kafka.
import mongoose from 'mongoose';
import { IDENTITY_HEADER, Topics, createEvent, signIdentity, type CloudEvent } from '@faithcraft/lib';
import { testKafka, testSettings, unique, waitFor } from '../../../test/support/kit';
import { startUsersSessionsDouble, type UsersSessionsDouble } from '../../../test/support/users-sessions';
import type { Recipient } from '../src/audience/contract';
import { startEmailService, type Service } from '../src/index';
import { dropEmailTestData, emailTestEnvironment } from './support/subscriber-directory';
import { createAudienceTopics } from './audience-topics';
import { deleteMailsTo, mailsTo, waitForMails } from './inbox';

const SECRET = 'audience-int-test-secret-0123456789';
const DAY = 24 * 60 * 60 * 1000;

type Gql = {
  data?: Record<string, Record<string, unknown> | null>;
  errors?: { message: string; extensions?: { code?: string } }[];
};

describe('email audience: lists, opt-in, unsubscribe, suppression and segments', () => {
  const settings = testSettings();
  const dbName = unique('email_audience');
  const suffix = `.${unique('aud')}`;
  const addresses: string[] = [];
  let users: UsersSessionsDouble;
  let service: Service;

  const admin = { [IDENTITY_HEADER]: '' };
  const address = (prefix: string) => {
    const a = `${unique(prefix)}@example.com`;
    addresses.push(a);
    return a;
  };
  const gql = async (query: string, variables: object = {}, headers: Record<string, string> = {}): Promise<Gql> => {
    const res = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Gql;
  };
  const subscribePublic = async (email: string, name: string | null = null) =>
    (
      await gql(
        `mutation ($email: String!, $name: String) { subscribeToNewsletter(email: $email, name: $name) { success message } }`,
        {
          email,
          name,
        },
      )
    ).data?.['subscribeToNewsletter'] as { success: boolean; message: string };
  const adminSubscribe = async (email: string | null, listId: string | null, name: string | null = null) =>
    (
      await gql(
        `mutation ($email: String, $listId: ID, $name: String) { adminSubscribeEmail(email: $email, listId: $listId, name: $name) { success message } }`,
        { email, listId, name },
        admin,
      )
    ).data?.['adminSubscribeEmail'] as { success: boolean; message: string };
  const status = async (email: string, listId: string) =>
    (
      (
        await gql(
          `mutation ($email: String, $listId: ID) { emailSubscriptionStatus(email: $email, listId: $listId) { success message status } }`,
          { email, listId },
          admin,
        )
      ).data?.['emailSubscriptionStatus'] as { status: string }
    ).status;
  const createList = async (name: string, optIn: 'SINGLE' | 'DOUBLE') =>
    (
      (
        await gql(
          `mutation ($input: EmailListInput!) { createEmailList(input: $input) { success message list { id name optIn isDefault subscriberCount } } }`,
          { input: { name, optIn } },
          admin,
        )
      ).data?.['createEmailList'] as { list: { id: string } }
    ).list.id;
  const subscriberCount = async (listId: string) =>
    (
      (await gql(`{ emailLists { id subscriberCount } }`, {}, admin)).data?.['emailLists'] as unknown as {
        id: string;
        subscriberCount: number;
      }[]
    ).find((l) => l.id === listId)?.subscriberCount;
  const collect = async (iterable: AsyncIterable<Recipient[]>) => {
    const all: Recipient[] = [];
    for await (const batch of iterable) all.push(...batch);
    return all;
  };
  const confirmUrlIn = (text: string) => /(http\S+\/newsletter\/confirm\?token=\S+)/.exec(text)?.[1];

  beforeAll(async () => {
    await createAudienceTopics(suffix);
    users = await startUsersSessionsDouble(SECRET);
    users.sessions.set('admin-session', { userId: 'admin-1', role: 'admin' });
    users.sessions.set('user-session', { userId: 'user-1', role: 'user' });
    admin[IDENTITY_HEADER] = signIdentity({ userId: 'admin-1', role: 'admin', sessionId: 'admin-session' }, SECRET);
    service = await startEmailService(
      emailTestEnvironment(dbName, {
        USERS_INTERNAL_URL: users.url,
        INTERNAL_SECRET: SECRET,
        PUBLIC_URL: 'http://app.faithcraft.test',
        AUDIENCE_TOPIC_SUFFIX: suffix,
        SEGMENT_COUNTS_MAX_AGE_SECONDS: '0',
      }),
    );
  });

  afterAll(async () => {
    await service?.stop();
    await users?.close();
    for (const a of addresses) await deleteMailsTo(a);
    await dropEmailTestData(dbName);
  });

  it('starts with the default double opt-in list; admin fields are refused to a user', async () => {
    const lists = await gql(`{ emailLists { id name optIn isDefault subscriberCount } }`, {}, admin);
    expect(lists.data?.['emailLists']).toEqual([
      { id: 'default', name: 'FaithCraft Newsletter', optIn: 'DOUBLE', isDefault: true, subscriberCount: 0 },
    ]);
    const asUser = await gql(
      `{ emailLists { id } }`,
      {},
      {
        [IDENTITY_HEADER]: signIdentity({ userId: 'user-1', role: 'user', sessionId: 'user-session' }, SECRET),
      },
    );
    expect(asUser.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await adminSubscribe(null, 'default')).toEqual({
      success: false,
      message: 'Email and list ID are required',
    });
    expect(await adminSubscribe('x@example.com', null)).toEqual({
      success: false,
      message: 'Email and list ID are required',
    });
    expect(await adminSubscribe('not-an-address', 'default')).toEqual({
      success: false,
      message: 'Please enter a valid email address',
    });
    expect(await subscribePublic('nope')).toEqual({ success: false, message: 'Please enter a valid email address' });
  });

  it('single opt-in subscribes at once and sends no confirmation', async () => {
    const listId = await createList(unique('Teachers'), 'SINGLE');
    const email = address('single');
    const result = await adminSubscribe(email.toUpperCase(), listId, 'Ana Lima');
    expect(result.success).toBe(true);
    expect(result.message).toContain(`Subscribed ${email}`);
    expect(await status(email, listId)).toBe('SUBSCRIBED');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('double opt-in: unconfirmed, one confirmation mail from the marketing sender, the link confirms; a repeat does not re-send', async () => {
    const email = address('double');
    expect(await subscribePublic(email, 'Ruth')).toEqual({
      success: true,
      message: `Confirmation e-mail sent to ${email}. Please click the link in it to subscribe.`,
    });
    expect(await status(email, 'default')).toBe('UNCONFIRMED');
    const [mail] = await waitForMails(email);
    expect(mail!.from[0]).toMatchObject({ address: 'news@faithcraft.local' });
    expect(mail!.subject).toBe('Please confirm your subscription to FaithCraft Newsletter');
    const url = confirmUrlIn(mail!.text);
    expect(url).toMatch(/^http:\/\/app\.faithcraft\.test\/newsletter\/confirm\?token=/);

    const again = await subscribePublic(email);
    expect(again.message).toContain('a few minutes ago');

    const token = decodeURIComponent(new URL(url!).searchParams.get('token')!);
    const confirm = async (t: string) =>
      (await gql(`mutation ($t: String!) { confirmEmailSubscription(token: $t) { success message } }`, { t })).data?.[
        'confirmEmailSubscription'
      ];
    expect(await confirm(token)).toEqual({
      success: true,
      message: 'Your subscription to FaithCraft Newsletter is confirmed. Thank you!',
    });
    expect(await status(email, 'default')).toBe('SUBSCRIBED');
    expect(await confirm(token)).toMatchObject({ success: true });
    expect(await confirm(token.slice(0, -2) + 'xx')).toEqual({
      success: false,
      message: 'This confirmation link is not valid.',
    });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('an existing subscriber of another list still gets a confirmation for a double opt-in list (listmonk #1257)', async () => {
    const single = await createList(unique('Parents'), 'SINGLE');
    const email = address('existing');
    expect((await adminSubscribe(email, single)).success).toBe(true);
    expect((await adminSubscribe(email, 'default')).message).toBe(
      `Confirmation e-mail sent to ${email}. Please click the link in it to subscribe.`,
    );
    const [mail] = await waitForMails(email);
    expect(confirmUrlIn(mail!.text)).toBeDefined();
    expect(await status(email, 'default')).toBe('UNCONFIRMED');
    expect(await status(email, single)).toBe('SUBSCRIBED');
  });

  it('concurrent subscribes of one address end in one subscriber, one membership and one confirmation mail', async () => {
    const email = address('race');
    const list = await createList(unique('Race'), 'SINGLE');
    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => adminSubscribe(email, list)),
      ...Array.from({ length: 4 }, () => subscribePublic(email)),
    ]);
    expect(results.every((r) => r.success)).toBe(true);
    const db = await mongoose.createConnection(settings.mongoUrl, { dbName }).asPromise();
    expect(await db.collection('subscribers').countDocuments({ email })).toBe(1);
    expect(await db.collection('list_memberships').countDocuments({ email })).toBe(2);
    expect(await subscriberCount(list)).toBe(1);
    await db.close();
    await waitForMails(email);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('unsubscribe tokens are idempotent; suppressed and blocklisted addresses are never recipients', async () => {
    const list = await createList(unique('Weekly'), 'SINGLE');
    const [stays, leavesList, leavesAll, blocked] = ['stays', 'leaves', 'all', 'blocked'].map(address);
    for (const e of [stays!, leavesList!, leavesAll!, blocked!])
      expect((await adminSubscribe(e, list)).success).toBe(true);
    expect(await subscriberCount(list)).toBe(4);
    const { suppressions, audiences } = service.audience;
    const unsubscribe = async (token: string) =>
      (await gql(`mutation ($t: String!) { unsubscribeEmail(token: $t) { success message } }`, { t: token })).data?.[
        'unsubscribeEmail'
      ];
    const listToken = suppressions.unsubscribeToken(leavesList!, list);
    const allToken = suppressions.unsubscribeToken(leavesAll!, null);
    for (const token of [listToken, listToken, allToken, allToken])
      expect(await unsubscribe(token)).toEqual({
        success: true,
        message: 'You have been unsubscribed. You will not receive these e-mails any more.',
      });
    expect(await unsubscribe('forged.token')).toEqual({
      success: false,
      message: 'This unsubscribe link is not valid.',
    });
    const block = await gql(
      `mutation ($e: String!) { setEmailBlocklisted(email: $e, blocklisted: true) { success message } }`,
      { e: blocked },
      admin,
    );
    expect(block.data?.['setEmailBlocklisted']).toMatchObject({ success: true });

    expect(await subscriberCount(list)).toBe(2); // 'stays', and 'blocked' (still on the list, never mailed)
    expect(await status(leavesList!, list)).toBe('UNSUBSCRIBED');
    expect(await status(leavesAll!, list)).toBe('UNSUBSCRIBED');
    expect(await status(blocked!, list)).toBe('BLOCKLISTED');
    expect(await suppressions.isSuppressed(leavesList!)).toBe(false);
    expect(await suppressions.isSuppressed(leavesAll!.toUpperCase())).toBe(true);
    expect(await suppressions.isSuppressed(blocked!)).toBe(true);
    expect(await suppressions.isSuppressed(stays!)).toBe(false);

    const recipients = await collect(audiences.recipients({ kind: 'list', listId: list }, 2));
    expect(recipients.map((r) => r.email)).toEqual([stays]);
    expect(recipients[0]).toMatchObject({ userId: null, remainingGenerations: null });
    expect(recipients[0]!.key).toMatch(/^sub:/);
    expect(await audiences.count({ kind: 'list', listId: list })).toBe(1);
    // A blocklisted address cannot be subscribed again, and the blocklist survives an unsubscribe-all.
    expect(await adminSubscribe(blocked!, list)).toEqual({
      success: false,
      message: `${blocked} is blocklisted and cannot be subscribed`,
    });
    expect(await subscribePublic(blocked!)).toEqual({ success: false, message: 'Failed to subscribe email' });
    expect(await subscribePublic(leavesAll!)).toMatchObject({ success: true });
    expect(await status(leavesAll!, 'default')).toBe('UNCONFIRMED');
  });

  it('builds segments from real users, content and commerce events and lists their members', async () => {
    const now = Date.now();
    const iso = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
    const events: Record<string, CloudEvent[]> = { [Topics.users]: [], [Topics.content]: [], [Topics.commerce]: [] };
    const user = (key: string, daysAgo: number) => {
      const userId = unique(key);
      const email = address(key);
      events[Topics.users]!.push(
        createEvent({
          source: '/faithcraft/users',
          type: 'UserSignedUp.v1',
          subject: userId,
          data: { userId, email, firstName: key, lastName: null, role: 'user', createdAt: iso(daysAgo) },
          time: new Date(now - daysAgo * DAY),
        }),
      );
      return { userId, email };
    };
    const generated = (ownerId: string, daysAgo: number, n: number) => {
      for (let i = 0; i < n; i++) {
        const imageId = unique('img');
        events[Topics.content]!.push(
          createEvent({
            source: '/faithcraft/content',
            type: 'ImageGenerated.v1',
            subject: imageId,
            data: {
              imageId,
              ownerId,
              contentType: 'coloring',
              category: 'general',
              title: 't',
              provider: 'mock',
              durationMs: 1,
              generatedAt: iso(daysAgo),
            },
          }),
        );
      }
    };
    const allowance = (userId: string, used: number) =>
      events[Topics.users]!.push(
        createEvent({
          source: '/faithcraft/users',
          type: 'GenerationAllowanceChanged.v1',
          subject: userId,
          data: { userId, freeGenerationsUsed: used, freeGenerationsLimit: 5, reason: 'generation', changedAt: iso(0) },
        }),
      );
    const plan = (userId: string, status: 'active' | 'cancelled', daysAgo: number) =>
      events[Topics.commerce]!.push(
        createEvent({
          source: '/faithcraft/commerce',
          type: 'SubscriptionChanged.v1',
          subject: userId,
          data: { userId, subscriptionStatus: status, endsAt: null, changedAt: iso(daysAgo) },
        }),
      );

    const fresh = user('fresh', 2); // New Visitors
    const trial = user('trial', 10);
    generated(trial.userId, 3, 2);
    allowance(trial.userId, 2); // Active Trial
    const limited = user('limited', 20);
    generated(limited.userId, 5, 5);
    allowance(limited.userId, 5); // Limit Reached
    const paying = user('paying', 20);
    plan(paying.userId, 'active', 4); // Subscribers
    const sleeping = user('sleeping', 60); // Inactive
    const churned = user('churned', 40);
    plan(churned.userId, 'active', 35);
    plan(churned.userId, 'cancelled', 1); // Churned
    const gone = user('gone', 1);
    events[Topics.users]!.push(
      createEvent({
        source: '/faithcraft/users',
        type: 'UserDeleted.v1',
        subject: gone.userId,
        data: { userId: gone.userId, deletedAt: iso(0) },
      }),
    );
    const paid = createEvent({
      source: '/faithcraft/commerce',
      type: 'SubscriptionPaid.v1',
      subject: paying.userId,
      data: {
        userId: paying.userId,
        amountCents: 999,
        currency: 'usd',
        periodStart: iso(4),
        periodEnd: new Date(now + 26 * DAY).toISOString(),
        paidAt: iso(4),
      },
    });
    events[Topics.commerce]!.push(paid, paid); // a redelivered payment counts once

    const producer = testKafka().producer();
    await producer.connect();
    for (const [topic, list] of Object.entries(events))
      await producer.send({
        topic: topic + suffix,
        messages: list.map((e) => ({ key: e.subject, value: JSON.stringify(e) })),
      });
    await producer.disconnect();

    const expected = { newVisitors: 1, activeTrial: 1, limitReached: 1, subscribers: 1, inactive: 1, churned: 1 };
    const segmentsQuery = `{ emailSegments { newVisitors activeTrial limitReached subscribers inactive churned computedAt summaries { segment name description count } } }`;
    const segments = await waitFor(
      async () => {
        const s = (await gql(segmentsQuery, {}, admin)).data?.['emailSegments'] as Record<string, unknown> | undefined;
        return s && Object.entries(expected).every(([k, v]) => s[k] === v) ? s : undefined;
      },
      60_000,
      'segment counts from the published events',
    );
    expect(segments['summaries']).toContainEqual({
      segment: 'LIMIT_REACHED',
      name: 'Limit Reached',
      description: '5 of 5 used and no subscription',
      count: 1,
    });

    // The repair pass over the users rebuilds exactly the counters the consumer kept event by event.
    await service.audience.segments.rebuild();
    const rebuilt = (await gql(segmentsQuery, {}, admin)).data?.['emailSegments'] as Record<string, unknown>;
    expect(Object.fromEntries(Object.keys(expected).map((k) => [k, rebuilt[k]]))).toEqual(expected);

    const { audiences, facts, suppressions } = service.audience;
    const inSegment = async (segment: 'newVisitors' | 'limitReached' | 'subscribers') =>
      (await collect(audiences.recipients({ kind: 'segment', segment }, 10))).map((r) => r.email);
    expect(await inSegment('newVisitors')).toEqual([fresh.email]);
    expect(await inSegment('subscribers')).toEqual([paying.email]);
    expect(await audiences.count({ kind: 'segment', segment: 'subscribers' })).toBe(1);
    expect(await audiences.member(limited.userId)).toEqual({
      key: limited.userId,
      email: limited.email,
      firstName: 'limited',
      userId: limited.userId,
      remainingGenerations: 0,
    });
    expect(await audiences.member(gone.userId)).toBeNull();
    // A list member with an account gets the account's variables and its user id as key.
    const members = await createList(unique('Members'), 'SINGLE');
    expect((await adminSubscribe(trial.email.toUpperCase(), members)).success).toBe(true);
    expect(await collect(audiences.recipients({ kind: 'list', listId: members }, 10))).toEqual([
      { key: trial.userId, email: trial.email, firstName: 'trial', userId: trial.userId, remainingGenerations: 3 },
    ]);
    expect(await audiences.label({ kind: 'segment', segment: 'churned' })).toBe('Churned');
    // An automation's unsubscribe (no list) suppresses the member from segment mail too.
    await suppressions.unsubscribeWithToken(suppressions.unsubscribeToken(limited.email, null));
    expect(await inSegment('limitReached')).toEqual([]);

    const totals = await facts.paymentTotals();
    expect(totals).toMatchObject({
      totalRevenueCents: 999,
      totalCustomers: 1,
      avgOrderValueCents: 999,
      activeSubscriptions: 1,
      oneTimeRevenueCents: 0,
      monthlyRecurringRevenueCents: 999,
    });
    expect(await facts.subscribedSince([paying.userId, churned.userId, trial.userId], new Date(now - 10 * DAY))).toBe(
      1,
    );
    expect(await facts.subscribedSince([paying.userId, churned.userId], new Date(now - 40 * DAY))).toBe(2);
    void sleeping;
  });
});
