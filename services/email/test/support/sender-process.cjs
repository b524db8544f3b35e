/* global process, console */
// A campaign sender on its own (the built service code, a real database and SMTP), for the crash
// test: it is killed with SIGKILL mid-campaign and started again. Settings come from the env.
const mongoose = require('mongoose');
const { createLogger } = require('@faithcraft/lib');
const { createSendingStores } = require('../../dist/data/sending-stores.js');
const { SendEngine } = require('../../dist/sending/send-engine.js');
const { MarketingTransport } = require('../../dist/sending/marketing-transport.js');
const { Personalizer } = require('../../dist/sending/personalize.js');
const { MailTokens } = require('../../dist/tracking/tokens.js');
const { ListAudience } = require('./list-audience.cjs');

async function main() {
  const env = process.env;
  const db = await mongoose.createConnection(env.MONGO_URL, { dbName: env.EMAIL_DB }).asPromise();
  const log = createLogger('sender-process', 'warn');
  const stores = await createSendingStores(db, log);
  const audience = new ListAudience(db);
  const transport = new MarketingTransport(
    { host: env.SMTP_HOST, port: Number(env.SMTP_PORT), secure: false, user: '', pass: '' },
    'FaithCraft <news@faithcraft.local>',
    Number(env.EMAIL_SEND_CONCURRENCY || 4),
  );
  const engine = new SendEngine({
    campaigns: stores.campaigns,
    sendLog: stores.sendLog,
    audiences: audience,
    suppressions: audience,
    transport,
    personalizer: new Personalizer(env.PUBLIC_URL, new MailTokens('test-tracking'), audience, 'news@faithcraft.local'),
    newImages: async () => [],
    log,
    owner: env.SENDER_OWNER,
    settings: {
      rate: Number(env.EMAIL_SEND_RATE),
      concurrency: Number(env.EMAIL_SEND_CONCURRENCY || 4),
      batchSize: Number(env.EMAIL_SEND_BATCH || 20),
      leaseMs: Number(env.EMAIL_SEND_LEASE_SECONDS || 3) * 1000,
      pollMs: 300,
    },
  });
  engine.start();
  process.stdout.write('ready\n');
  process.on('SIGTERM', async () => {
    await engine.stop();
    transport.close();
    await db.close();
    process.exit(0);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
