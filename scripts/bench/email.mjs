// Campaign send throughput: one campaign to a list of BENCH_EMAIL_RECIPIENTS (default 10,000)
// through the real send engine (send records reserved before each SMTP call, suppression check
// per recipient, personalisation, tracked links, a pool of SMTP connections) to the local maildev,
// with the service's defaults for EMAIL_SEND_RATE / EMAIL_SEND_CONCURRENCY / EMAIL_SEND_BATCH
// unless set. Reports mails/s from the first reservation to the campaign's SENT, checks the inbox
// got each mail once, then removes its mails and database. Goal: ≥ 200 mails/s.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, down, up } from '../infra/index.mjs';

const require = createRequire(import.meta.url);
const mongoose = require(join(ROOT, 'node_modules/mongoose'));
const { createLogger } = require(join(ROOT, 'services/lib/dist/index.js'));
const { readEnvironment } = require(join(ROOT, 'services/email/dist/environment.js'));
const { createSendingStores } = require(join(ROOT, 'services/email/dist/data/sending-stores.js'));
const { SendEngine } = require(join(ROOT, 'services/email/dist/sending/send-engine.js'));
const { MarketingTransport } = require(join(ROOT, 'services/email/dist/sending/marketing-transport.js'));
const { Personalizer } = require(join(ROOT, 'services/email/dist/sending/personalize.js'));
const { MailTokens } = require(join(ROOT, 'services/email/dist/tracking/tokens.js'));
const { TemplateLibrary } = require(join(ROOT, 'services/email/dist/templates/marketing/template-library.js'));
const { ListAudience } = require(join(ROOT, 'services/email/test/support/list-audience.cjs'));

const RECIPIENTS = Number(process.env.BENCH_EMAIL_RECIPIENTS ?? 10_000);
const GOAL = 200;
const DOMAIN = `bench-${Date.now()}.example`;

const infra = await up({ only: ['ferretdb', 'maildev'], log: () => undefined });
const s = infra.settings;
const env = readEnvironment({ ...process.env, NODE_ENV: 'development' });
const dbName = `bench_email_${Date.now()}`;
const db = await mongoose.createConnection(s.mongoUrl, { dbName }).asPromise();
const log = createLogger('bench-email', 'warn');
const transport = new MarketingTransport(
  { host: s.smtp.host, port: s.smtp.port, secure: false, user: '', pass: '' },
  env.MARKETING_FROM,
  env.EMAIL_SEND_CONCURRENCY,
);
let engine;
try {
  const stores = await createSendingStores(db, log);
  const audience = new ListAudience(db);
  const people = Array.from({ length: RECIPIENTS }, (_v, i) => ({
    key: `u${i}`,
    email: `r${i}@${DOMAIN}`,
    firstName: `Reader ${i}`,
    userId: `u${i}`,
    remainingGenerations: i % 6,
  }));
  for (let i = 0; i < people.length; i += 2000) await audience.addMembers('bench', people.slice(i, i + 2000));
  const library = new TemplateLibrary(stores.templates, env.PUBLIC_URL);
  await library.initialize();
  const template = await library.get('new_user_trial');

  const id = randomUUID();
  engine = new SendEngine({
    campaigns: stores.campaigns,
    sendLog: stores.sendLog,
    audiences: audience,
    suppressions: audience,
    transport,
    personalizer: new Personalizer(env.PUBLIC_URL, new MailTokens('bench'), audience, 'news@faithcraft.local'),
    newImages: async () => [],
    log,
    owner: 'bench',
    settings: {
      rate: env.EMAIL_SEND_RATE,
      concurrency: env.EMAIL_SEND_CONCURRENCY,
      batchSize: env.EMAIL_SEND_BATCH,
      leaseMs: env.EMAIL_SEND_LEASE_SECONDS * 1000,
      pollMs: 200,
    },
  });
  const t0 = Date.now();
  await stores.campaigns.create({
    _id: id,
    name: 'Bench',
    subject: template.subject,
    html: template.html,
    status: 'SENDING',
    listId: 'bench',
    createdAt: new Date(),
    startedAt: new Date(),
  });
  engine.start();
  let campaign;
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    campaign = await stores.campaigns.findById(id);
    if (campaign.status !== 'SENDING') break;
  }
  const seconds = (Date.now() - t0) / 1000;
  await engine.stop();
  const rate = campaign.progress.sent / seconds;

  const inbox = await (await fetch(`${s.inboxUrl}/email`)).json();
  const ours = inbox.filter((m) => (m.to ?? []).some((t) => t.address.endsWith(`@${DOMAIN}`)));
  const distinct = new Set(ours.map((m) => m.to[0].address)).size;
  console.log(`recipients            ${RECIPIENTS}`);
  console.log(
    `settings              rate ${env.EMAIL_SEND_RATE}/s, ${env.EMAIL_SEND_CONCURRENCY} SMTP connections, batches of ${env.EMAIL_SEND_BATCH}`,
  );
  console.log(`status                ${campaign.status} ${JSON.stringify(campaign.progress)}`);
  console.log(`time                  ${seconds.toFixed(1)} s`);
  console.log(
    `throughput            ${rate.toFixed(0)} mails/s (goal ≥ ${GOAL}) ${rate >= GOAL ? 'OK' : 'BELOW GOAL'}`,
  );
  console.log(`inbox                 ${ours.length} mails to ${distinct} distinct recipients`);

  // Clean up this run's mails (never the whole shared inbox).
  const ids = ours.map((m) => m.id);
  for (let i = 0; i < ids.length; i += 50) {
    await Promise.all(ids.slice(i, i + 50).map((mid) => fetch(`${s.inboxUrl}/email/${mid}`, { method: 'DELETE' })));
  }
} finally {
  transport.close();
  await db.dropDatabase().catch(() => undefined);
  await db.close();
  if (infra.started.length) await down({ only: infra.started, log: () => undefined });
}
