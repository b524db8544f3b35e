#!/usr/bin/env node
// Writes schema/events/<type>.json from the zod event registry (services/lib/src/events/registry.ts),
// so the JSON contracts are never edited by hand. Run through `npm run events:schemas`, which
// compiles services/lib first; services/lib/test/event-schemas.unit.test.ts fails when the
// committed files are stale.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'schema/events');
const { eventJsonSchemas } = createRequire(import.meta.url)(join(root, 'services/lib/dist/events/registry.js'));

const docs = eventJsonSchemas();
const options = { ...(await prettier.resolveConfig(join(outDir, 'x.json'))), parser: 'json' };
for (const [file, doc] of Object.entries(docs)) {
  writeFileSync(join(outDir, file), await prettier.format(JSON.stringify(doc), options));
}
// A contract removed from the registry loses its file too.
for (const file of readdirSync(outDir).filter((f) => f.endsWith('.json') && !(f in docs))) {
  rmSync(join(outDir, file));
}
console.log(`schema/events: ${Object.keys(docs).length} event schemas written`);
