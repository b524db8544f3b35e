import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { createLogger } from '@faithcraft/lib';
import { testSettings, unique, waitFor } from '../../../test/support/kit';
import { createSendingStores, type SendingStores } from '../src/data/sending-stores';
import { allMails, deleteMailsTo } from './inbox';
import { ListAudience } from './support/list-audience.cjs';

jest.setTimeout(180_000);

const RECIPIENTS = 60;

/**
 * A sender killed with SIGKILL in the middle of a campaign, then started again: the rest is sent
 * and nobody is mailed twice (send records reserved before the SMTP call; those left `sending`
 * become `unknown` and are not re-sent). Runs the built code (`npx tsc -b` first) in a child process.
 */
describe('campaign sender survives SIGKILL mid-campaign', () => {
  const settings = testSettings();
  const dbName = unique('email_crash');
  const emails = Array.from({ length: RECIPIENTS }, (_v, i) => `${unique(`crash${i}`)}@example.com`);
  let db: mongoose.Connection;
  let stores: SendingStores;
  let child: ChildProcess | undefined;

  const startSender = (owner: string) => {
    child = spawn(process.execPath, [join(__dirname, 'support', 'sender-process.cjs')], {
      env: {
        ...process.env,
        MONGO_URL: settings.mongoUrl,
        EMAIL_DB: dbName,
        SMTP_HOST: settings.smtp.host,
        SMTP_PORT: String(settings.smtp.port),
        PUBLIC_URL: 'http://localhost:4000',
        EMAIL_SEND_RATE: '12',
        EMAIL_SEND_CONCURRENCY: '3',
        EMAIL_SEND_BATCH: '10',
        EMAIL_SEND_LEASE_SECONDS: '3',
        SENDER_OWNER: owner,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return child;
  };

  const mailsPerAddress = async () => {
    const wanted = new Set(emails);
    const counts = new Map<string, number>();
    for (const m of await allMails()) {
      for (const to of m.to ?? [])
        if (wanted.has(to.address.toLowerCase()))
          counts.set(to.address.toLowerCase(), (counts.get(to.address.toLowerCase()) ?? 0) + 1);
    }
    return counts;
  };

  beforeAll(async () => {
    db = await mongoose.createConnection(settings.mongoUrl, { dbName }).asPromise();
    stores = await createSendingStores(db, createLogger('crash-test', 'warn'));
  });

  afterAll(async () => {
    child?.kill('SIGKILL');
    for (const e of emails) await deleteMailsTo(e);
    await db.dropDatabase();
    await db.close();
  });

  it('sends the rest after a restart and mails nobody twice', async () => {
    const audience = new ListAudience(db);
    await audience.addMembers(
      'crash-list',
      emails.map((email, i) => ({
        key: `sub:${i}`,
        email,
        firstName: `P${i}`,
        userId: null,
        remainingGenerations: null,
      })),
    );
    const id = randomUUID();
    await stores.campaigns.create({
      _id: id,
      name: 'Crash test',
      subject: 'Hello {{firstName}}',
      html: '<p>Hi {{firstName}}</p>',
      status: 'SENDING',
      listId: 'crash-list',
      createdAt: new Date(),
      startedAt: new Date(),
    });

    const first = startSender('first');
    const exited = new Promise<NodeJS.Signals | null>((r) => first.once('exit', (_c, signal) => r(signal)));
    await waitFor(
      async () => ((await stores.sendLog.countSent(id)) >= 15 ? true : undefined),
      60_000,
      'a part of the campaign sent',
    );
    first.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const sentBeforeCrash = await stores.sendLog.countSent(id);
    expect(sentBeforeCrash).toBeLessThan(RECIPIENTS);

    startSender('second');
    const done = await waitFor(
      async () => {
        const c = await stores.campaigns.findById(id);
        return c?.status === 'SENT' ? c : undefined;
      },
      90_000,
      'the campaign to finish after the restart',
    );

    const records = await stores.sendLog.recordsOf(id);
    expect(records).toHaveLength(RECIPIENTS);
    const sent = records.filter((r) => r.status === 'sent').length;
    const unknown = records.filter((r) => r.status === 'unknown').length;
    expect(sent + unknown).toBe(RECIPIENTS);
    expect(unknown).toBeLessThanOrEqual(3 * 4); // at most the mails in flight when it died
    expect(done.progress).toEqual({ total: RECIPIENTS, sent, failed: 0, skipped: unknown });

    // Every mail the log calls sent arrived; nobody got two.
    const counts = await waitFor(
      async () => {
        const c = await mailsPerAddress();
        return [...c.values()].reduce((a, b) => a + b, 0) >= sent ? c : undefined;
      },
      30_000,
      'every sent mail in the inbox',
    );
    await new Promise((r) => setTimeout(r, 1000));
    expect(Math.max(...(await mailsPerAddress()).values())).toBe(1);
    expect(counts.size).toBeGreaterThanOrEqual(sent);
    expect(counts.size).toBeLessThanOrEqual(RECIPIENTS);
  });
});
