import { unique, waitFor } from '../../../test/support/kit';
import { dropDatabase, startMailServer, startTestUsers, type TestUsers } from './support/harness';

jest.setTimeout(120_000);

const SIGN_IN = 'mutation($i: SignInInput!) { signIn(input: $i) { user { id } message } }';
const TOO_MANY = 'Too many sign-in attempts. Please try again in 15 minutes.';

describe('rate limits live in the database', () => {
  const dbName = `users_${unique('rl')}`;
  let clock = Date.now();
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let users: TestUsers | undefined;
  const start = async () =>
    (users = await startTestUsers({ dbName, now: () => new Date(clock), env: { EMAIL_INTERNAL_URL: mail.url } }));

  beforeAll(async () => {
    mail = await startMailServer();
    await start();
  });

  afterAll(async () => {
    await users?.stop();
    await mail?.close();
    await dropDatabase(dbName);
  });

  const signIn = (email: string, password: string) => users!.gql(SIGN_IN, { i: { email, password } });

  it('stops sign-in after 10 attempts per address for 15 minutes, known or not, also across a restart', async () => {
    const email = `${unique('victim')}@example.com`;
    const nobody = `${unique('nobody')}@example.com`;
    await users!.signUp(email, 'rightpassword');
    for (let i = 0; i < 10; i++) {
      const [known, unknown] = await Promise.all([signIn(email, `wrong-${i}`), signIn(nobody, `wrong-${i}`)]);
      expect(known.data).toEqual({ signIn: { user: null, message: 'Invalid email or password' } });
      expect(unknown.data).toEqual(known.data);
    }
    for (const attempt of [await signIn(email, 'rightpassword'), await signIn(nobody, 'whatever')]) {
      expect(attempt.errors?.[0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'TOO_MANY_REQUESTS' } });
    }

    await users!.stop();
    users = undefined;
    await start();
    expect((await signIn(email, 'rightpassword')).errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');

    clock += 15 * 60_000;
    expect((await signIn(email, 'rightpassword')).data).toMatchObject({ signIn: { message: null } });
  });

  it('a successful sign-in clears the count, so a user who mistypes now and then is never locked out', async () => {
    const email = `${unique('typo')}@example.com`;
    await users!.signUp(email, 'rightpassword');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) await signIn(email, 'typo');
      expect((await signIn(email, 'rightpassword')).data).toMatchObject({ signIn: { message: null } });
    }
  });

  it('sends at most 5 reset mails an hour per address and still answers the same', async () => {
    const email = `${unique('flood')}@example.com`;
    await users!.signUp(email, 'rightpassword');
    const answers = [];
    for (let i = 0; i < 7; i++) {
      answers.push(
        (await users!.gql('mutation($e: String!) { requestPasswordReset(email: $e) { ok message } }', { e: email }))
          .data,
      );
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    await waitFor(() => mail.mails.filter((m) => m.to === email).length === 5, 20_000, 'five mails');
    await new Promise((r) => setTimeout(r, 1000));
    expect(mail.mails.filter((m) => m.to === email)).toHaveLength(5);
  });
});
