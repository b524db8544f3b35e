import { hashResetToken } from '../src/domain/reset-tokens';
import { unique, waitFor } from '../../../test/support/kit';
import { dropDatabase, startMailServer, startTestUsers, withDatabase, type TestUsers } from './support/harness';

jest.setTimeout(120_000);

const REQUEST =
  'mutation($e: String!) { requestPasswordReset(email: $e) { ok message fieldErrors { field message } } }';
const RESET =
  'mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { ok message fieldErrors { field message } } }';
const INVALID = 'The reset link is invalid or has expired. Please request a new one.';

describe('forgot and reset password', () => {
  let users: TestUsers;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let clock = Date.now();

  beforeAll(async () => {
    mail = await startMailServer();
    users = await startTestUsers({
      now: () => new Date(clock),
      env: { EMAIL_INTERNAL_URL: mail.url, PUBLIC_URL: 'https://faithcraft.test', RESET_TOKEN_TTL_MINUTES: '60' },
    });
  });

  afterAll(async () => {
    await users?.stop();
    await mail?.close();
    if (users) await dropDatabase(users.dbName);
  });

  const requestReset = async (email: string) => (await users.gql(REQUEST, { e: email })).data?.['requestPasswordReset'];
  const reset = async (token: string, password: string) =>
    (await users.gql(RESET, { i: { token, password } })).data?.['resetPassword'];
  const nextToken = async (to: string, after: number) => {
    const m = await waitFor(() => mail.mails.slice(after).find((x) => x.to === to), 20_000, `a reset mail to ${to}`);
    return new URL(m.data.resetUrl).searchParams.get('token')!;
  };

  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const email = `${unique('jane')}@example.com`;
    await users.signUp(email, 'secret12', { firstName: 'Jane' });
    const before = mail.mails.length;
    const known = await requestReset(email.toUpperCase());
    const unknown = await requestReset(`${unique('nobody')}@example.com`);
    const failing = await requestReset(`${unique('mailfail')}@example.com`);
    expect(known).toEqual(unknown);
    expect(known).toEqual(failing);
    expect(known).toEqual({
      ok: true,
      message: "If an account exists for that email, we've sent a link to reset your password.",
      fieldErrors: [],
    });
    const token = await nextToken(email, before);
    const sent = mail.mails.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      template: 'password-reset',
      to: email,
      data: { firstName: 'Jane', expiresInMinutes: 60 },
    });
    expect(sent[0]!.data.resetUrl).toBe(`https://faithcraft.test/reset-password?token=${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    // Only the hash is stored.
    const stored = await withDatabase(users.dbName, (db) => db.collection('password_reset_tokens').find().toArray());
    expect(stored.map((t) => t['_id'])).toContain(hashResetToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    expect(await requestReset('not-an-email')).toEqual({
      ok: false,
      message: 'Please enter a valid email address',
      fieldErrors: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
  });

  it('resets once, ends every session, and refuses the link a second time', async () => {
    const email = `${unique('reset')}@example.com`;
    const first = await users.signUp(email, 'oldpassword');
    const second = (await users.signIn(email, 'oldpassword'))!;
    const before = mail.mails.length;
    await requestReset(email);
    const token = await nextToken(email, before);

    expect(await reset(token, 'short')).toEqual({
      ok: false,
      message: 'Password must be at least 8 characters long',
      fieldErrors: [{ field: 'password', message: 'Password must be at least 8 characters long' }],
    });
    // Two uses at once: exactly one wins.
    const [a, b] = await Promise.all([reset(token, 'newpassword1'), reset(token, 'newpassword2')]);
    const results = [a, b] as { ok: boolean; message: string }[];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)?.message).toBe(INVALID);
    const winner = results[0]!.ok ? 'newpassword1' : 'newpassword2';

    expect(await users.sessionLive(first)).toBe(false);
    expect(await users.sessionLive(second)).toBe(false);
    expect(await users.signIn(email, 'oldpassword')).toBeNull();
    expect(await users.signIn(email, winner)).not.toBeNull();
    expect(await reset(token, 'anotherpassword')).toMatchObject({ ok: false, message: INVALID });
    expect(await reset('garbage', 'anotherpassword')).toMatchObject({ ok: false, message: INVALID });
  });

  it('refuses an expired link and a link replaced by a newer one', async () => {
    const email = `${unique('expiry')}@example.com`;
    await users.signUp(email, 'oldpassword');
    let before = mail.mails.length;
    await requestReset(email);
    const older = await nextToken(email, before);
    before = mail.mails.length;
    await requestReset(email);
    const newer = await nextToken(email, before);
    expect(await reset(older, 'newpassword1')).toMatchObject({ ok: false, message: INVALID });

    clock += 61 * 60_000;
    expect(await reset(newer, 'newpassword1')).toMatchObject({ ok: false, message: INVALID });
    expect(await users.signIn(email, 'oldpassword')).not.toBeNull();
  });
});
