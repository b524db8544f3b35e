// Helpers for the sign-in e2e tests: an extra gateway process with its own configuration (next to
// the stack setup-e2e.mjs started, sharing its subgraphs), and the test OIDC provider process.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '../support/kit';
import { productSettings } from '../support/settings';

const ROOT = join(__dirname, '..', '..');
export const E2E_BASE_PORT = Number(process.env['E2E_BASE_PORT'] ?? 4100);

export interface Child {
  process: ChildProcess;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess) {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

/** SUBGRAPH_<NAME>_URL and <NAME>_INTERNAL_URL for every subgraph of the e2e stack (schema/subgraphs.json). */
function stackUrls(at: (offset: number) => string): Record<string, string> {
  const { subgraphs } = JSON.parse(readFileSync(join(ROOT, 'schema', 'subgraphs.json'), 'utf8')) as {
    subgraphs: { name: string; portOffset: number; internalUrlEnv?: string }[];
  };
  return Object.fromEntries(
    subgraphs.flatMap((s): [string, string][] => [
      [`SUBGRAPH_${s.name.toUpperCase().replace(/-/g, '_')}_URL`, `${at(s.portOffset)}/graphql`],
      ...(s.internalUrlEnv ? [[s.internalUrlEnv, at(s.portOffset)] as [string, string]] : []),
    ]),
  );
}

/** Starts gateway/dist/main.js on `port`, wired to the e2e stack's subgraphs, with `extra` on top. */
export async function startExtraGateway(port: number, extra: Record<string, string>): Promise<Child & { url: string }> {
  const at = (offset: number) => `http://127.0.0.1:${E2E_BASE_PORT + offset}`;
  const logDir = join(ROOT, '.runtime', 'logs', 'e2e');
  mkdirSync(logDir, { recursive: true });
  const out = createWriteStream(join(logDir, `gateway-${port}.log`), { flags: 'a' });
  const child = spawn(process.execPath, [join(ROOT, 'gateway', 'dist', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      GATEWAY_PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      ...stackUrls(at),
      INTERNAL_SECRET: productSettings().internalSecret,
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const url = `http://localhost:${port}`;
  await waitFor(
    async () => child.exitCode === null && (await fetch(`${url}/healthz`)).ok,
    30_000,
    `gateway on ${port}`,
  );
  return { process: child, url, stop: stopper(child) };
}

export interface TestProvider extends Child {
  issuer: string;
  nextLogin(claims: {
    sub: string;
    email: string;
    email_verified: boolean;
    given_name?: string;
    family_name?: string;
    picture?: string;
  }): Promise<void>;
  nextAudience(aud: string): Promise<void>;
  nextForged(): Promise<void>;
}

/** Starts test/e2e/oauth-provider.mjs (a real oidc-provider) with one client for `redirectUri`. */
export async function startTestProvider(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<TestProvider> {
  const child = spawn(process.execPath, [join(__dirname, 'oauth-provider.mjs')], {
    env: {
      ...process.env,
      CLIENT_ID: client.clientId,
      CLIENT_SECRET: client.clientSecret,
      REDIRECT_URI: client.redirectUri,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`test provider exited with ${code}`)));
    child.stdout.once('data', (chunk: Buffer) => resolve((JSON.parse(chunk.toString()) as { issuer: string }).issuer));
  });
  const post = async (path: string, body: object) => {
    const res = await fetch(`${issuer}${path}`, { method: 'POST', body: JSON.stringify(body) });
    if (res.status !== 204) throw new Error(`${path} answered ${res.status}`);
  };
  return {
    process: child,
    issuer,
    stop: stopper(child),
    nextLogin: (claims) => post('/test/next-login', claims),
    nextAudience: (aud) => post('/test/next-audience', { aud }),
    nextForged: () => post('/test/next-forged', {}),
  };
}

/** A cookie jar for one origin, enough for the provider's own session and interaction cookies. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/**
 * Follows the provider's redirects (authorization → interaction → resume → back to the client)
 * like a browser would, until the next hop leaves the provider. Returns that URL.
 */
export async function walkProvider(startUrl: string, issuer: string, jar = new CookieJar()): Promise<URL> {
  let url = new URL(startUrl);
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin !== new URL(issuer).origin) return url;
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res);
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) {
      throw new Error(`provider answered ${res.status} at ${url.pathname}: ${(await res.text()).slice(0, 300)}`);
    }
    url = new URL(location, url);
  }
  throw new Error('too many redirects at the provider');
}
