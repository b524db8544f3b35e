// The whole product as a bench measures it: its own databases, indexes and consumer groups (named
// with a run suffix), the groups committed at the topics' ends so the stack does not replay this
// machine's history while it is measured, and everything it wrote dropped again by stop().
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ROOT } from '../infra/index.mjs';
import { consumerGroups, dropStackData, startGroupsAtTopicEnds } from '../lib/stack-data.mjs';
import { stackEnvironment, startStack } from '../lib/stack.mjs';

/**
 * `infra`: the settings of scripts/infra's up(). `extra`: settings on top of the quiet test ones.
 * `replaying`: groups left where they are (a projection the bench prepared itself).
 * Returns { env, suffix, base, stop }.
 */
export async function startBenchStack({ basePort, infra, extra = {}, replaying = [], logName = 'bench' }) {
  const suffix = `_bench_${randomBytes(3).toString('hex')}`;
  const env = stackEnvironment({
    basePort,
    dbSuffix: suffix,
    infra,
    extra: { NODE_ENV: 'test', LOG_LEVEL: 'warn', ...extra },
  });
  const brokers = env.KAFKA_BROKERS.split(',');
  await startGroupsAtTopicEnds(
    brokers,
    consumerGroups(env).filter((g) => !replaying.includes(g)),
  );
  const stack = await startStack({ env, logDir: join(ROOT, '.runtime', 'logs', logName), log: () => undefined });
  const stop = async () => {
    await stack.stop();
    await dropStackData({ env, suffix, mongoUrl: infra.mongoUrl, searchUrl: infra.searchUrl, brokers }).catch((err) =>
      console.warn(`  could not drop the bench stack's data (${err.message})`),
    );
  };
  return { env, suffix, base: `http://localhost:${basePort}`, stop };
}
