// A real OpenID Connect provider (npm `oidc-provider`) for the Google sign-in end-to-end tests.
// Run as its own process (the package is ESM-only): prints `{"issuer": ...}` once listening.
// Test controls (not part of OIDC):
//   POST /test/next-login      {sub, email, email_verified, given_name, family_name, picture}
//                              the account the next login interaction signs in automatically
//   POST /test/next-audience   {aud}  the next ID token from /token is re-signed (with the
//                              provider's own key) for this audience, as a token minted for another app
//   POST /test/next-forged     the next ID token is re-signed with a key that is not the provider's
import { createServer } from 'node:http';
import { createPrivateKey, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import Provider from 'oidc-provider';

const { CLIENT_ID, CLIENT_SECRET, REDIRECT_URI } = process.env;
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
const signingKey = createPrivateKey({ key: jwk, format: 'jwk' });
const forgerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

const accounts = new Map();
let nextLogin = null;
let nextAudience = null;
let nextForged = false;

const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
function resign(idToken, changes, key = signingKey) {
  const [header, payload] = idToken.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...changes };
  const head = JSON.parse(Buffer.from(header, 'base64url').toString());
  const input = `${b64(head)}.${b64(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

async function readJson(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return JSON.parse(body || '{}');
}

const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uris: [REDIRECT_URI],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  jwks: { keys: [jwk] },
  cookies: { keys: [randomBytes(32).toString('hex')] },
  pkce: { required: () => true },
  // Like Google: profile and e-mail claims inside the ID token itself.
  conformIdTokenClaims: false,
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['given_name', 'family_name', 'picture', 'name'],
  },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(_ctx, id) {
    const claims = accounts.get(id);
    if (!claims) return undefined;
    return { accountId: id, claims: async () => ({ ...claims, sub: id }) };
  },
  // Consent is implied for the test client: the grant covers what it asks for.
  async loadExistingGrant(ctx) {
    const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
});

provider.use(async (ctx, next) => {
  await next();
  if (ctx.path === '/token' && ctx.body?.id_token && (nextAudience || nextForged)) {
    const idToken = nextForged
      ? resign(ctx.body.id_token, {}, forgerKey)
      : resign(ctx.body.id_token, { aud: nextAudience });
    ctx.body = { ...ctx.body, id_token: idToken };
    nextAudience = null;
    nextForged = false;
  }
});

const callback = provider.callback();
server.on('request', async (req, res) => {
  try {
    if (req.method === 'POST' && req.url === '/test/next-login') {
      nextLogin = await readJson(req);
      accounts.set(nextLogin.sub, nextLogin);
      res.writeHead(204).end();
    } else if (req.method === 'POST' && req.url === '/test/next-audience') {
      nextAudience = (await readJson(req)).aud;
      res.writeHead(204).end();
    } else if (req.method === 'POST' && req.url === '/test/next-forged') {
      nextForged = true;
      res.writeHead(204).end();
    } else if (req.url?.startsWith('/interaction/')) {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name !== 'login' || !nextLogin) throw new Error(`unexpected prompt ${details.prompt.name}`);
      const accountId = nextLogin.sub;
      nextLogin = null;
      await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
    } else {
      callback(req, res);
    }
  } catch (err) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
  }
});

console.log(JSON.stringify({ issuer }));
