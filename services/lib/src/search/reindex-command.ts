import type { Connection } from 'mongoose';
import { createLogger, type Logger } from '../logger.js';
import { connectDatabase } from '../mongo.js';
import type { RebuildCounts, RebuildProgress } from './rebuild.js';
import type { VersionedIndex } from './versioned-index.js';

/**
 * The body of a service's `npm run reindex…` command: connects to the service's database and
 * index, rebuilds the index from the database with progress (`--fresh` drops the index first) and
 * prints what it did; exits 1 with the reason on failure.
 */
export function runReindexCommand<I extends VersionedIndex<unknown>>(opts: {
  /** e.g. 'reindex:users'. */
  command: string;
  /** What is counted, e.g. 'users'. */
  noun: string;
  env: { MONGO_URL: string; SEARCH_URL: string; LOG_LEVEL: string };
  dbName: string;
  connectIndex: (log: Logger) => I;
  rebuild: (deps: {
    db: Connection;
    index: I;
    log: Logger;
    progress: (p: RebuildProgress) => void;
  }) => Promise<RebuildCounts>;
}): void {
  const { command, noun, env } = opts;
  const main = async () => {
    const log = createLogger(command.replace(':', '-'), env.LOG_LEVEL);
    const db = await connectDatabase(env.MONGO_URL, opts.dbName);
    const index = opts.connectIndex(log);
    try {
      if (process.argv.includes('--fresh')) {
        console.log(`${command}: dropping ${index.concrete} first (--fresh)`);
        await index.recreate();
      } else await index.ensure();
      console.log(`${command}: ${opts.dbName} → ${index.alias} (${index.concrete}) at ${env.SEARCH_URL}`);
      let shown = 0;
      const result = await opts.rebuild({
        db,
        index,
        log,
        progress: ({ done, total }) => {
          if (done - shown >= 5000 || done === total) {
            shown = done;
            console.log(`${command}: ${done} / ${total} ${noun} (${total ? Math.round((done / total) * 100) : 100}%)`);
          }
        },
      });
      console.log(
        `${command}: done in ${result.seconds.toFixed(1)} s: ${result.scanned} ${noun}, ${result.written} written, ` +
          `${result.current} already current, ${result.removed} removed`,
      );
    } finally {
      await index.close();
      await db.close();
    }
  };
  main().catch((err: unknown) => {
    console.error(`${command} failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
