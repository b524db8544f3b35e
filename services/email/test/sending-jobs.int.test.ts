import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { createEvent, createLogger } from '@faithcraft/lib';
import { testSettings, unique, waitFor } from '../../../test/support/kit';
import { automationEventsHandler } from '../src/automations/automation-events';
import { AutomationService } from '../src/automations/automation-service';
import { CampaignService } from '../src/campaigns/campaign-service';
import { createSendingStores, type SendingStores } from '../src/data/sending-stores';
import { JobRunner, type ScheduledJob } from '../src/jobs/job-store';
import { MarketingTransport } from '../src/sending/marketing-transport';
import { Personalizer } from '../src/sending/personalize';
import { SendEngine } from '../src/sending/send-engine';
import { TemplateLibrary } from '../src/templates/marketing/template-library';
import { MailTokens } from '../src/tracking/tokens';
import { deleteMailsTo, mailsTo, waitForMails } from './inbox';
import { ListAudience } from './support/list-audience.cjs';

jest.setTimeout(120_000);

describe('jobs, pause/resume and the limit-warning automation on the real database and SMTP inbox', () => {
  const settings = testSettings();
  const dbName = unique('email_jobs');
  const log = createLogger('jobs-test', 'warn');
  const addresses: string[] = [];
  let db: mongoose.Connection;
  let stores: SendingStores;
  let audience: ListAudience;
  let transport: MarketingTransport;
  let engine: SendEngine;
  let campaigns: CampaignService;
  let automations: AutomationService;

  beforeAll(async () => {
    db = await mongoose.createConnection(settings.mongoUrl, { dbName }).asPromise();
    stores = await createSendingStores(db, log);
    audience = new ListAudience(db);
    transport = new MarketingTransport(
      { ...settings.smtp, secure: false, user: '', pass: '' },
      'FaithCraft <news@faithcraft.local>',
      3,
    );
    const personalizer = new Personalizer(
      'http://localhost:4000',
      new MailTokens('t'),
      audience,
      'news@faithcraft.local',
    );
    const library = new TemplateLibrary(stores.templates, 'http://localhost:4000');
    const newImages = async () => [];
    engine = new SendEngine({
      campaigns: stores.campaigns,
      sendLog: stores.sendLog,
      audiences: audience,
      suppressions: audience,
      transport,
      personalizer,
      newImages,
      log,
      owner: 'jobs-test',
      settings: { rate: 8, concurrency: 2, batchSize: 4, leaseMs: 5000, pollMs: 200 },
    });
    campaigns = new CampaignService({
      campaigns: stores.campaigns,
      audiences: audience,
      library,
      transport,
      personalizer,
      newImages,
      kick: () => engine.kick(),
      log,
    });
    automations = new AutomationService({
      ...stores,
      campaignService: campaigns,
      library,
      audiences: audience,
      suppressions: audience,
      transport,
      personalizer,
      newImages,
      log,
    });
    await automations.ensure();
    engine.start();
  });

  afterAll(async () => {
    await engine?.stop();
    transport?.close();
    for (const a of addresses) await deleteMailsTo(a);
    await db.dropDatabase();
    await db.close();
  });

  it('initializes the six templates once; a second call creates none', async () => {
    const library = new TemplateLibrary(stores.templates, 'http://localhost:4000');
    expect(await library.list()).toEqual([]);
    expect(await library.initialize()).toBe(6);
    expect(await library.initialize()).toBe(0);
    expect((await library.list()).map((t) => t._id)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('runs a job once per run key across two runners, and takes over a run whose owner died', async () => {
    let runs = 0;
    const job: ScheduledJob = { name: 'digest', dueRun: () => 'digest:2026-W48', run: async () => `run ${++runs}` };
    const a = new JobRunner(stores.jobRuns, [job], 'a', 60_000, log);
    const b = new JobRunner(stores.jobRuns, [job], 'b', 60_000, log);
    const [ranA, ranB] = await Promise.all([a.tick(), b.tick()]);
    expect([...ranA, ...ranB]).toEqual(['digest:2026-W48']);
    expect(await a.tick()).toEqual([]);
    expect(runs).toBe(1);
    expect(await stores.jobRuns.findById('digest:2026-W48')).toMatchObject({
      status: 'done',
      outcome: 'run 1',
      attempts: 1,
    });

    // A run left `running` by a dead replica is finished by another once its lease ran out.
    await stores.jobRuns.create({
      _id: 'digest:2026-W49',
      job: 'digest',
      status: 'running',
      owner: 'dead',
      leaseUntil: new Date(Date.now() - 1000),
      attempts: 1,
      startedAt: new Date(),
    });
    const later: ScheduledJob = { ...job, dueRun: () => 'digest:2026-W49' };
    expect(await new JobRunner(stores.jobRuns, [later], 'c', 60_000, log).tick()).toEqual(['digest:2026-W49']);
    expect(await stores.jobRuns.findById('digest:2026-W49')).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('lets exactly one of two sender processes send a campaign', async () => {
    const people = Array.from({ length: 12 }, (_v, i) => {
      const email = `${unique(`pair${i}`)}@example.com`;
      addresses.push(email);
      return { key: `sub:${i}`, email, firstName: null, userId: null, remainingGenerations: null };
    });
    // Its own database, so only these two senders see the campaign.
    const pairDbName = unique('email_pair');
    const pairDb = await mongoose.createConnection(settings.mongoUrl, { dbName: pairDbName }).asPromise();
    const pairStores = await createSendingStores(pairDb, log);
    const pairAudience = new ListAudience(pairDb);
    const listId = unique('list');
    await pairAudience.addMembers(listId, people);
    const personalizer = new Personalizer(
      'http://localhost:4000',
      new MailTokens('t'),
      audience,
      'news@faithcraft.local',
    );
    const sentBy = { a: 0, b: 0 };
    const engines = (['a', 'b'] as const).map((owner) => {
      const counting = {
        send: async (...args: Parameters<MarketingTransport['send']>) => {
          sentBy[owner]++;
          return transport.send(...args);
        },
      } as unknown as MarketingTransport;
      return new SendEngine({
        campaigns: pairStores.campaigns,
        sendLog: pairStores.sendLog,
        audiences: pairAudience,
        suppressions: pairAudience,
        transport: counting,
        personalizer,
        newImages: async () => [],
        log,
        owner: `pair-${owner}`,
        settings: { rate: 0, concurrency: 2, batchSize: 4, leaseMs: 30_000, pollMs: 100 },
      });
    });
    const id = randomUUID();
    await pairStores.campaigns.create({
      _id: id,
      name: 'Pair',
      subject: 'Pair',
      html: '<p>x</p>',
      status: 'SENDING',
      listId,
      createdAt: new Date(),
      startedAt: new Date(),
    });
    engines.forEach((e) => e.start());
    try {
      await waitFor(
        async () => ((await pairStores.campaigns.findById(id))?.status === 'SENT' ? true : undefined),
        30_000,
        'the campaign sent',
      );
    } finally {
      await Promise.all(engines.map((e) => e.stop()));
      await pairDb.dropDatabase();
      await pairDb.close();
    }
    expect([sentBy.a, sentBy.b].sort((x, y) => x - y)).toEqual([0, 12]);
    for (const p of people) await waitForMails(p.email, 1);
    await new Promise((r) => setTimeout(r, 300));
    for (const p of people) expect(await mailsTo(p.email)).toHaveLength(1);
  });

  it('pauses a sending campaign at a batch boundary and resumes it without mailing anyone twice', async () => {
    const people = Array.from({ length: 24 }, (_v, i) => {
      const email = `${unique(`pause${i}`)}@example.com`;
      addresses.push(email);
      return { key: `sub:${i}`, email, firstName: null, userId: null, remainingGenerations: null };
    });
    const listId = unique('list');
    await audience.addMembers(listId, people);
    const created = await campaigns.create({
      name: 'Pause me',
      subject: 'Hi',
      html: '<p>Hi {{firstName}}</p>',
      listId,
    });
    if (!created.success) throw new Error(created.message);
    const id = created.campaign._id;
    expect((await campaigns.send(id)).success).toBe(true);
    await waitFor(
      async () => ((await stores.sendLog.countSent(id)) >= 4 ? true : undefined),
      30_000,
      'some mails sent',
    );
    expect(await campaigns.pause(id)).toMatchObject({ success: true });
    const paused = await waitFor(
      async () => {
        const c = await stores.campaigns.findById(id);
        return c && !c.owner ? c : undefined;
      },
      30_000,
      'the sender to let go',
    );
    expect(paused.status).toBe('PAUSED');
    const sentWhilePaused = await stores.sendLog.countSent(id);
    expect(sentWhilePaused).toBeLessThan(24);
    await new Promise((r) => setTimeout(r, 800));
    expect(await stores.sendLog.countSent(id)).toBe(sentWhilePaused);
    expect(await campaigns.pause(id)).toMatchObject({ success: false });

    expect((await campaigns.send(id)).success).toBe(true);
    const done = await waitFor(
      async () => {
        const c = await stores.campaigns.findById(id);
        return c?.status === 'SENT' ? c : undefined;
      },
      60_000,
      'the resumed campaign to finish',
    );
    expect(done.progress).toEqual({ total: 24, sent: 24, failed: 0, skipped: 0 });
    expect(await campaigns.send(id)).toMatchObject({ success: false, message: 'The campaign was already sent' });
    for (const p of people) await waitForMails(p.email, 1);
    await new Promise((r) => setTimeout(r, 500));
    for (const p of people) expect(await mailsTo(p.email)).toHaveLength(1);
  });

  it('sends a scheduled campaign when due, and runs the weekly digest job as a campaign to the default list once', async () => {
    const email = `${unique('sched')}@example.com`;
    addresses.push(email);
    const listId = unique('list');
    await audience.addMembers(listId, [
      { key: 'sub:s1', email, firstName: 'Anna', userId: null, remainingGenerations: null },
    ]);
    const scheduled = await campaigns.create({
      name: 'Later',
      subject: 'Scheduled',
      html: '<p>Later</p>',
      listId,
      scheduledAt: new Date(Date.now() + 1500).toISOString(),
    });
    expect(scheduled).toMatchObject({ success: true, campaign: { status: 'SCHEDULED' } });
    expect(await campaigns.create({ name: 'x', subject: 'y', html: 'z', scheduledAt: 'tomorrow-ish' })).toEqual({
      success: false,
      message: 'Scheduled time is not a valid date',
    });
    const [mail] = await waitForMails(email, 1, 30_000);
    expect(mail!.subject).toBe('Scheduled');

    const reader = `${unique('digest')}@example.com`;
    addresses.push(reader);
    await audience.addMembers('default', [
      { key: 'sub:d1', email: reader, firstName: 'Dan', userId: null, remainingGenerations: null },
    ]);
    const digest = automations.jobs().find((j) => j.name === 'weekly-digest')!;
    const runner = new JobRunner(stores.jobRuns, [digest], 'digest-runner', 60_000, log);
    const monday = new Date('2026-11-23T09:30:00Z');
    expect(await runner.tick(monday)).toEqual(['weekly-digest:2026-W48']);
    expect(await runner.tick(monday)).toEqual([]);
    const [digestMail] = await waitForMails(reader, 1, 30_000);
    expect(digestMail!.subject).toBe('This week on FaithCraft');
    expect(digestMail!.html).toContain('No new public images this week');
    expect(await stores.campaigns.findById('auto:weekly-digest:2026-W48')).toMatchObject({
      automationId: 'weekly-digest',
      segment: null,
      listId: 'default',
    });
  });

  it('sends the limit warning once when a generation uses the last free one', async () => {
    const email = `${unique('limit')}@example.com`;
    addresses.push(email);
    const userId = randomUUID();
    await audience.addMembers('members', [{ key: userId, email, firstName: 'Boaz', userId, remainingGenerations: 0 }]);
    const handle = automationEventsHandler(automations, audience);
    const allowance = (used: number, reason = 'generation') =>
      createEvent({
        source: '/faithcraft/users',
        type: 'GenerationAllowanceChanged.v1',
        subject: userId,
        data: {
          userId,
          freeGenerationsUsed: used,
          freeGenerationsLimit: 5,
          reason,
          changedAt: new Date().toISOString(),
        },
      });
    expect(await handle(allowance(4))).toBe('ignored');
    expect(await handle(allowance(5, 'admin-set'))).toBe('ignored');
    expect(await handle(allowance(5))).toBe('applied');
    expect(await handle(allowance(5))).toBe('applied');
    const [mail] = await waitForMails(email, 1);
    expect(mail!.subject).toBe('Boaz, you have used your free generations');
    expect(mail!.html).toContain('You have 0 free generations left');
    await new Promise((r) => setTimeout(r, 800));
    expect(await mailsTo(email)).toHaveLength(1);
    const view = (await automations.list()).find((a) => a.id === 'limit-warning')!;
    expect(view).toMatchObject({ status: 'ACTIVE', sent: 1, metric: '1 sent · 0% opened' });

    // The account deleted: its send records go (whatever the event's age).
    const deleted = createEvent({
      source: '/faithcraft/users',
      type: 'UserDeleted.v1',
      subject: userId,
      data: { userId, deletedAt: new Date().toISOString() },
      time: new Date(Date.now() - 7 * 24 * 3_600_000),
    });
    const withLog = automationEventsHandler(automations, audience, stores.sendLog);
    expect(await withLog(deleted)).toBe('applied');
    expect(await stores.sendLog.countSent('auto:limit-warning')).toBe(0);

    // Paused: the event changes nothing.
    await automations.setStatus('limit-warning', 'PAUSED');
    const other = randomUUID();
    await audience.addMembers('members', [
      { key: other, email: `${unique('limit2')}@example.com`, firstName: null, userId: other, remainingGenerations: 0 },
    ]);
    expect(await automations.sendToPerson('limit-warning', (await audience.member(other))!, `${other}:5`)).toBe(false);
  });
});
