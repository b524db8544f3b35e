import { dropStackData } from '../scripts/lib/stack-data.mjs';

/** Each step says when it is done, so a teardown that hangs shows where in the log. */
async function timed(what, work) {
  const t0 = Date.now();
  await work();
  console.log(`[teardown] ${what} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

export default async function teardown() {
  const stack = globalThis.__faithcraftStack;
  if (stack) await timed('stack stopped', () => stack.stop());
  // An e2e run's databases, `<alias>-v<n>` indexes and consumer groups: the shared servers keep no leftovers.
  const data = globalThis.__faithcraftStackData;
  if (data)
    await timed("the run's data dropped", () => dropStackData(data)).catch((err) =>
      console.warn(`[e2e] could not drop the run's data: ${err.message}`),
    );
  const infra = globalThis.__faithcraftInfra;
  if (infra) await timed('test infrastructure stopped', () => infra.stop());
}
