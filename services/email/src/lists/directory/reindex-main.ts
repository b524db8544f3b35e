// `npm run reindex:email`: rebuilds the admin Subscribers table's directory from the email
// database's memberships and subscribers, with progress. `-- --fresh` drops the index first.
// Reads the email service's environment (EMAIL_DB, MONGO_URL, SEARCH_URL, EMAIL_SEARCH_INDEX).
import { runReindexCommand } from '@faithcraft/lib';
import { readEnvironment } from '../../environment.js';
import { rebuildSubscriberDirectory } from './rebuild.js';
import { SubscriberDirectoryIndex } from './subscriber-index.js';
import { SubscriberRowSource } from './subscriber-source.js';
import { SubscriberDirectorySync } from './subscriber-sync.js';

const env = readEnvironment();
runReindexCommand({
  command: 'reindex:email',
  noun: 'rows',
  env,
  dbName: env.EMAIL_DB,
  connectIndex: (log) => SubscriberDirectoryIndex.connect(env.SEARCH_URL, env.subscriberIndex, log),
  rebuild: ({ db, index, log, progress }) => {
    const source = new SubscriberRowSource(db);
    return rebuildSubscriberDirectory({
      index,
      source,
      sync: new SubscriberDirectorySync({ index, source, log }),
      progress,
    });
  },
});
