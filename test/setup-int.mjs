import { startTestInfrastructure } from './support/infrastructure.mjs';

export default async function setup() {
  globalThis.__faithcraftInfra = await startTestInfrastructure();
}
