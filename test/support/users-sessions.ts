// A test double for the users service's session lookup (`GET /internal/sessions/:id`, service
// token), which the admin policy of every other service asks for the caller's current role.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_TOKEN_HEADER, verifyServiceToken } from '@faithcraft/lib';

export interface UsersSessionsDouble {
  url: string;
  /** sessionId → the session's owner and current role; delete an entry to end the session. */
  sessions: Map<string, { userId: string; role: string }>;
  close(): Promise<void>;
}

export async function startUsersSessionsDouble(internalSecret: string): Promise<UsersSessionsDouble> {
  const sessions = new Map<string, { userId: string; role: string }>();
  const server: Server = createServer((req, res) => {
    if (!verifyServiceToken(req.headers[SERVICE_TOKEN_HEADER] as string | undefined, internalSecret)) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthorized"}');
      return;
    }
    const match = /^\/internal\/sessions\/([^/]+)$/.exec(req.url ?? '');
    const found = match && req.method === 'GET' ? sessions.get(decodeURIComponent(match[1]!)) : undefined;
    if (found) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
    else res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Session not found"}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sessions,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
