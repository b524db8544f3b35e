import { dropStackData } from '../scripts/lib/stack-data.mjs';

export default async function teardown() {
  await globalThis.__faithcraftStack?.stop();
  // An e2e run's databases, `<alias>-v<n>` indexes and consumer groups: the shared servers keep no leftovers.
  const data = globalThis.__faithcraftStackData;
  if (data)
    await dropStackData(data).catch((err) => console.warn(`[e2e] could not drop the run's data: ${err.message}`));
  await globalThis.__faithcraftInfra?.stop();
}
