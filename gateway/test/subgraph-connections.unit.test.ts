import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { subgraphDataSource } from '../src/graphql';

/**
 * A subgraph whose idle keep-alive connection is closing just as the gateway's next request goes out
 * on it (what a busy machine turns into "socket hang up"). The server announces `Keep-Alive:
 * timeout=3` and, standing in for the close that crosses the request, resets a connection that
 * was idle over 2.5 s when a request arrives on it. The gateway must not reuse such a connection.
 */
describe('the gateway’s connections to a subgraph', () => {
  const IDLE_RESET_MS = 2_500;
  let server: Server;
  let url: string;
  const lastAnswer = new WeakMap<Socket, number>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      const socket = req.socket;
      const answered = lastAnswer.get(socket);
      if (answered !== undefined && Date.now() - answered > IDLE_RESET_MS) {
        socket.resetAndDestroy();
        return;
      }
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json', 'keep-alive': 'timeout=3' });
        res.end(JSON.stringify({ data: { ok: true } }));
        lastAnswer.set(socket, Date.now());
      });
    });
    server.keepAliveTimeout = 0; // the reset above plays the server's close
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('does not send a request on a connection the subgraph is about to close', async () => {
    const subgraph = subgraphDataSource(url, 'secret-0123456789abcdef0123456789');
    const call = async () => {
      const res = await subgraph.fetcher(url, { method: 'POST', body: '{"query":"{ ok }"}' });
      return (await res.json()) as unknown;
    };
    expect(await call()).toEqual({ data: { ok: true } });
    await new Promise((resolve) => setTimeout(resolve, IDLE_RESET_MS + 300));
    expect(await call()).toEqual({ data: { ok: true } });
  });
});
