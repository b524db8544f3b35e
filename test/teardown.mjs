export default async function teardown() {
  await globalThis.__faithcraftStack?.stop();
  await globalThis.__faithcraftInfra?.stop();
}
