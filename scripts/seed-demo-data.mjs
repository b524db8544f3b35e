#!/usr/bin/env node
// Demo data for `npm start`, created through the public API so it passes every rule a real user
// would. Idempotent: accounts and images that already exist are left as they are.
import { fileURLToPath } from 'node:url';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@faithcraft.local', password: 'FaithCraftAdmin1' },
  user: { email: 'sister.jones@faithcraft.local', password: 'FamilyNight1', firstName: 'Emily', lastName: 'Jones' },
};

/** The admin's published showcase (landing page and marketplace): one per content type. */
const SHOWCASE = [
  ['flashcards', 'primary', 'Articles of Faith: faith, repentance, baptism, the gift of the Holy Ghost'],
  ['coloring', 'primary', 'Noah and the ark with the animals two by two'],
  ['board-game', 'fhe', 'Journey through the Book of Mormon from Lehi to Moroni'],
  ['song-visual', 'primary', 'I Am a Child of God'],
  ['worksheet', 'seminary', 'The Ten Commandments'],
  ['poster', 'fhe', 'Families can be together forever'],
  ['stickers', 'youth', 'Choose the right'],
  ['talk-visual', 'youth', 'Gratitude and prayer in our daily lives'],
];

/** A small cookie-keeping client for the REST facade. */
function client(baseUrl) {
  let cookie = '';
  return async function call(method, path, body) {
    const res = await fetch(baseUrl + path, {
      method,
      headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0];
    return { status: res.status, body: await res.json().catch(() => null) };
  };
}

async function ensureDemoUser(baseUrl, log) {
  const { status } = await client(baseUrl)('POST', '/api/auth/signup', DEMO_ACCOUNTS.user);
  if (status === 201) log(`created demo user ${DEMO_ACCOUNTS.user.email}`);
  else if (status === 400) log(`demo user ${DEMO_ACCOUNTS.user.email} already exists`);
  else throw new Error(`demo data: sign-up answered ${status}`);
}

async function waitCompleted(call, ids, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { body } = await call('GET', '/api/images/my');
    const mine = Array.isArray(body) ? body : [];
    if (ids.every((id) => mine.some((m) => m.id === id && m.generationStatus !== 'pending'))) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('demo data: showcase images did not finish in time');
}

/** The admin (unlimited generations) makes and publishes the showcase once. */
async function ensureShowcase(baseUrl, log) {
  const call = client(baseUrl);
  const signIn = await call('POST', '/api/auth/signin', DEMO_ACCOUNTS.admin);
  if (signIn.status !== 200) throw new Error(`demo data: admin sign-in answered ${signIn.status}`);
  let mine = (await call('GET', '/api/images/my')).body ?? [];
  if (mine.length === 0) {
    log(`generating ${SHOWCASE.length} showcase images with the built-in generator ...`);
    const ids = [];
    for (const [contentType, category, prompt] of SHOWCASE) {
      const { status, body } = await call('POST', '/api/generate-image', {
        prompt,
        contentType,
        category,
        style: 'cartoon-gospel',
      });
      if (status >= 300) throw new Error(`demo data: generate-image answered ${status} ${JSON.stringify(body)}`);
      ids.push(body.id);
    }
    await waitCompleted(call, ids);
    mine = (await call('GET', '/api/images/my')).body;
  }
  if (mine.some((image) => image.isPublic)) {
    log(`showcase images exist (${mine.length})`);
    return;
  }
  const completed = mine.filter((image) => image.generationStatus === 'completed');
  for (const { id } of completed) {
    await call('PATCH', `/api/images/${id}/publish`, { isPublic: true, isForSale: true, price: 2.99 });
  }
  log(`published ${completed.length} showcase images`);
}

export async function seedDemoData(baseUrl, log = console.log) {
  await ensureDemoUser(baseUrl, log);
  log(`admin account ${DEMO_ACCOUNTS.admin.email} is created by the users service at start`);
  await ensureShowcase(baseUrl, log);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await seedDemoData(process.argv[2] ?? 'http://127.0.0.1:4000');
}
