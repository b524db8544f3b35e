// The admin Subscribers table from its OpenSearch directory, against the real OpenSearch, database,
// Kafka and SMTP inbox: every subscribe, confirm, unsubscribe and blocklist changes the row; search,
// list filter and paging answer the right rows and total; a rebuild from the database gives the same.
import { IDENTITY_HEADER, signIdentity } from '@faithcraft/lib';
import { unique, waitFor } from '../../../test/support/kit';
import { startUsersSessionsDouble, type UsersSessionsDouble } from '../../../test/support/users-sessions';
import { startEmailService, type Service } from '../src/index';
import { rebuildSubscriberDirectory } from '../src/lists/directory/rebuild';
import { SubscriberRowSource } from '../src/lists/directory/subscriber-source';
import { createAudienceTopics } from './audience-topics';
import { deleteMailsTo } from './inbox';
import { dropEmailTestData, emailTestEnvironment } from './support/subscriber-directory';

const SECRET = 'directory-int-test-secret-0123456789';

interface Row {
  id: string;
  email: string;
  name: string | null;
  status: string;
  listId: string;
  subscribedAt: string | null;
}
interface Page {
  total: number;
  subscribers: Row[];
}

describe('email: the Subscribers table is served from its OpenSearch directory', () => {
  const dbName = unique('email_dir');
  const suffix = `.${unique('dir')}`;
  const tag = unique('dirtag')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const addresses: string[] = [];
  let users: UsersSessionsDouble;
  let service: Service;
  const admin = { [IDENTITY_HEADER]: '' };

  const gql = async (query: string, variables: object = {}) => {
    const res = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...admin },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  };
  const mutate = async (field: string, args: string, query: string, variables: object) =>
    ((await gql(`mutation ${args} { ${field}${query} { success message } }`, variables)).data?.[field] ?? null) as {
      success: boolean;
      message: string;
    };
  const table = async (args: { listId?: string; search?: string; limit?: number; offset?: number }) =>
    (
      await gql(
        `query ($listId: ID, $search: String, $limit: Int, $offset: Int) {
          emailSubscribers(listId: $listId, search: $search, limit: $limit, offset: $offset) {
            total subscribers { id email name status listId subscribedAt }
          }
        }`,
        args,
      )
    ).data?.['emailSubscribers'] as Page;
  const address = (part: string) => {
    const a = `${part}.${tag}@example.com`;
    addresses.push(a);
    return a;
  };
  const createList = async (name: string) =>
    (
      (
        await gql(`mutation ($input: EmailListInput!) { createEmailList(input: $input) { list { id } } }`, {
          input: { name, optIn: 'SINGLE' },
        })
      ).data?.['createEmailList'] as { list: { id: string } }
    ).list.id;
  const adminSubscribe = (email: string, listId: string, name: string | null = null) =>
    mutate(
      'adminSubscribeEmail',
      '($email: String, $listId: ID, $name: String)',
      '(email: $email, listId: $listId, name: $name)',
      {
        email,
        listId,
        name,
      },
    );
  const rowOf = async (email: string, listId: string) =>
    (await table({ search: email, listId })).subscribers.find((r) => r.email === email) ?? null;

  beforeAll(async () => {
    await createAudienceTopics(suffix);
    users = await startUsersSessionsDouble(SECRET);
    users.sessions.set('admin-session', { userId: 'admin-1', role: 'admin' });
    admin[IDENTITY_HEADER] = signIdentity({ userId: 'admin-1', role: 'admin', sessionId: 'admin-session' }, SECRET);
    service = await startEmailService(
      emailTestEnvironment(dbName, {
        USERS_INTERNAL_URL: users.url,
        INTERNAL_SECRET: SECRET,
        PUBLIC_URL: 'http://app.faithcraft.test',
        AUDIENCE_TOPIC_SUFFIX: suffix,
      }),
    );
  });

  afterAll(async () => {
    await service?.stop();
    await users?.close();
    for (const a of addresses) await deleteMailsTo(a);
    await dropEmailTestData(dbName);
  });

  it('subscribe, confirm, unsubscribe and blocklist each change the row', async () => {
    const listId = await createList(unique('Directory single'));
    const ana = address('ana');
    expect((await adminSubscribe(ana, listId, 'Ana Lima')).success).toBe(true);
    // An admin's change is in the table when the mutation answers.
    expect(await rowOf(ana, listId)).toMatchObject({ email: ana, name: 'Ana Lima', status: 'SUBSCRIBED', listId });
    expect((await rowOf(ana, listId))?.subscribedAt).toEqual(expect.any(String));

    // The public box (double opt-in default list): unconfirmed until the link is followed.
    const ben = address('ben');
    expect(
      (await mutate('subscribeToNewsletter', '($email: String!)', '(email: $email)', { email: ben })).success,
    ).toBe(true);
    await waitFor(
      async () => (await rowOf(ben, 'default'))?.status === 'UNCONFIRMED',
      30_000,
      'ben unconfirmed in the table',
    );
    const token = service.audience.tokens.sign({
      purpose: 'confirm',
      email: ben,
      listId: 'default',
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    expect((await mutate('confirmEmailSubscription', '($token: String!)', '(token: $token)', { token })).success).toBe(
      true,
    );
    await waitFor(
      async () => (await rowOf(ben, 'default'))?.status === 'SUBSCRIBED',
      30_000,
      'ben subscribed in the table',
    );

    expect(
      (
        await mutate('adminUnsubscribeEmail', '($email: String, $listId: ID)', '(email: $email, listId: $listId)', {
          email: ana,
          listId,
        })
      ).success,
    ).toBe(true);
    expect((await rowOf(ana, listId))?.status).toBe('UNSUBSCRIBED');

    // The global state shows on every list the address is on.
    expect((await adminSubscribe(ana, 'default')).success).toBe(true);
    expect(
      (
        await mutate('setEmailBlocklisted', '($email: String!, $on: Boolean!)', '(email: $email, blocklisted: $on)', {
          email: ana,
          on: true,
        })
      ).success,
    ).toBe(true);
    expect((await rowOf(ana, listId))?.status).toBe('BLOCKLISTED');
    expect((await rowOf(ana, 'default'))?.status).toBe('BLOCKLISTED');
  });

  it('search (any part of the address), list filter and paging answer the right rows and total', async () => {
    const listId = await createList(unique('Directory paging'));
    const people = ['p1', 'p2', 'p3', 'p4', 'p5'].map((p) => address(`${p}-page`));
    for (const email of people) expect((await adminSubscribe(email, listId)).success).toBe(true);
    expect((await adminSubscribe(people[0]!, 'default')).success).toBe(true);

    const inList = await table({ listId });
    expect(inList.total).toBe(5);
    // Most recently changed first.
    expect(inList.subscribers.map((r) => r.email)).toEqual([...people].reverse());

    const [first, second, third] = [
      await table({ listId, limit: 2, offset: 0 }),
      await table({ listId, limit: 2, offset: 2 }),
      await table({ listId, limit: 2, offset: 4 }),
    ];
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect([...first.subscribers, ...second.subscribers, ...third.subscribers].map((r) => r.email)).toEqual(
      [...people].reverse(),
    );

    // A part from the middle of the address, upper case: both lists' rows of p3's address.
    const middle = await table({ search: `3-PAGE.${tag}` });
    expect(middle.total).toBe(1);
    expect(middle.subscribers[0]).toMatchObject({ email: people[2], listId });
    const p1Everywhere = await table({ search: `p1-page.${tag}@` });
    expect(p1Everywhere.total).toBe(2);
    expect(p1Everywhere.subscribers.map((r) => r.listId).sort()).toEqual([listId, 'default'].sort());
    expect((await table({ search: `-page.${tag}`, listId })).total).toBe(5);
    expect((await table({ search: `-page.${tag}`, listId: 'default' })).total).toBe(1);
    // Wildcard characters are searched as themselves.
    expect((await table({ search: `*${tag}` })).total).toBe(0);
    expect((await table({ search: `nobody-${tag}` })).subscribers).toEqual([]);

    const beyond = await gql(`{ emailSubscribers(offset: 10000) { total } }`);
    expect(beyond.errors?.[0]?.message).toBe(
      'Pages beyond the first 10,000 subscribers are not available: narrow the list with a search or a list filter',
    );
  });

  it('a rebuild from the database gives the same rows, also into an empty index', async () => {
    const before = await table({ search: tag, limit: 200 });
    expect(before.total).toBeGreaterThanOrEqual(8);
    const { index, sync } = service.audience.subscriberDirectory;
    const source = new SubscriberRowSource(service.db);

    await index.recreate();
    expect(await index.count()).toBe(0);
    expect((await table({ search: tag })).total).toBe(0);
    const result = await rebuildSubscriberDirectory({ index, source, sync });
    expect(result).toMatchObject({ scanned: await source.count(), removed: 0 });
    expect(await table({ search: tag, limit: 200 })).toEqual(before);

    // Again over a full index: nothing to write; a row whose membership is gone is swept out.
    await index.put(
      {
        ...before.subscribers[0]!,
        id: `gone:${before.subscribers[0]!.id}`,
        subscriberId: 's_gone',
        updatedAt: new Date().toISOString(),
      } as never,
      1,
    );
    const again = await rebuildSubscriberDirectory({ index, source, sync });
    expect(again).toMatchObject({ written: 0, removed: 1 });
    expect(await table({ search: tag, limit: 200 })).toEqual(before);
  });
});
