export default async function teardown() {
  await globalThis.__faithcraftStack?.stop();
  const search = globalThis.__faithcraftSearchIndex;
  // Each e2e run indexes into its own `<alias>-v<n>`; the shared OpenSearch keeps no leftovers.
  for (const alias of search?.url ? (search.aliases ?? []) : []) {
    await fetch(`${search.url}/${alias}-v*`, { method: 'DELETE' }).catch(() => undefined);
  }
  await globalThis.__faithcraftInfra?.stop();
}
