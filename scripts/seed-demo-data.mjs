#!/usr/bin/env node
// Demo data for `npm start`, created through the public API so it passes every rule a real user
// would. Idempotent: an account that already exists is left as it is.
import { fileURLToPath } from 'node:url';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@faithcraft.local', password: 'FaithCraftAdmin1' },
  user: { email: 'sister.jones@faithcraft.local', password: 'FamilyNight1', firstName: 'Emily', lastName: 'Jones' },
};

export async function seedDemoData(baseUrl, log = console.log) {
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNTS.user),
  });
  if (res.status === 201) log(`created demo user ${DEMO_ACCOUNTS.user.email}`);
  else if (res.status === 400) log(`demo user ${DEMO_ACCOUNTS.user.email} already exists`);
  else throw new Error(`demo data: sign-up answered ${res.status}`);
  log(`admin account ${DEMO_ACCOUNTS.admin.email} is created by the users service at start`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await seedDemoData(process.argv[2] ?? 'http://127.0.0.1:4000');
}
