import { SERVICE_TOKEN_HEADER, signServiceToken } from '@faithcraft/lib';

export type Reservation = { granted: true; unlimited: boolean } | { granted: false; message: string };

/** Holds one free generation at the users service (which owns the allowance) before any work starts. */
export class AllowanceClient {
  constructor(private readonly opts: { usersInternalUrl: string; internalSecret: string }) {}

  async reserve(userId: string, imageId: string): Promise<Reservation> {
    const res = await this.post('reserve', userId, imageId);
    if (!res.ok) throw new Error(`allowance reserve answered HTTP ${res.status}`);
    const body = (await res.json()) as { granted?: unknown; unlimited?: unknown; message?: unknown };
    if (body.granted === true) return { granted: true, unlimited: body.unlimited === true };
    if (body.granted === false && typeof body.message === 'string') return { granted: false, message: body.message };
    throw new Error('allowance reserve answered an unexpected body');
  }

  /** Gives back the hold of a generation that will never run (its pending image could not be stored). */
  async release(userId: string, imageId: string): Promise<void> {
    const res = await this.post('release', userId, imageId);
    if (!res.ok) throw new Error(`allowance release answered HTTP ${res.status}`);
  }

  private post(action: 'reserve' | 'release', userId: string, imageId: string): Promise<Response> {
    return fetch(`${this.opts.usersInternalUrl}/internal/allowance/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SERVICE_TOKEN_HEADER]: signServiceToken('content', this.opts.internalSecret),
      },
      body: JSON.stringify({ userId, imageId }),
      signal: AbortSignal.timeout(10_000),
    });
  }
}
