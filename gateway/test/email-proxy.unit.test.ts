import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { createLogger } from '@faithcraft/lib';
import { emailPublicProxy } from '../src/http/email-proxy';

const listen = (app: express.Express) =>
  new Promise<{ server: Server; url: string }>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });

describe('gateway /mail proxy', () => {
  let upstream: { server: Server; url: string };
  let gateway: { server: Server; url: string };
  const seen: string[] = [];

  beforeAll(async () => {
    const email = express();
    email.get('/mail/o/:token', (req, res) => {
      seen.push(`open ${req.params.token}`);
      res.type('image/gif').send(Buffer.from('GIF89a'));
    });
    email.get('/mail/c/:token', (req, res) => {
      if (req.params.token === 'good') res.redirect(302, 'https://example.org/a?b=1');
      else res.status(404).type('text/plain').send('This link is not valid.');
    });
    email.post('/mail/unsubscribe/one-click', (req, res) => {
      seen.push(`unsubscribe ${req.query['token'] as string}`);
      res.status(200).type('text/plain').send('You have been unsubscribed.');
    });
    upstream = await listen(email);
    const app = express();
    app.use('/mail', emailPublicProxy({ emailInternalUrl: upstream.url, log: createLogger('test', 'silent') }));
    gateway = await listen(app);
  });

  afterAll(async () => {
    await new Promise((r) => gateway.server.close(r));
    await new Promise((r) => upstream.server.close(r));
  });

  it('passes the pixel, the redirect (302 with its Location) and a 404 through unchanged', async () => {
    const pixel = await fetch(`${gateway.url}/mail/o/abc.def`);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    const click = await fetch(`${gateway.url}/mail/c/good`, { redirect: 'manual' });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe('https://example.org/a?b=1');
    expect((await fetch(`${gateway.url}/mail/c/forged`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${gateway.url}/mail/anything-else`)).status).toBe(404);
  });

  it('forwards the RFC 8058 one-click POST with its token and no Origin', async () => {
    const res = await fetch(`${gateway.url}/mail/unsubscribe/one-click?token=t0k`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(seen).toContain('unsubscribe t0k');
  });

  it('answers 503 when the email service is down', async () => {
    const app = express();
    app.use('/mail', emailPublicProxy({ emailInternalUrl: 'http://127.0.0.1:9', log: createLogger('test', 'silent') }));
    const down = await listen(app);
    expect((await fetch(`${down.url}/mail/o/x`)).status).toBe(503);
    await new Promise((r) => down.server.close(r));
  });
});
