import type { Response } from 'express';
import type { Identity } from '@faithcraft/lib';

/** Per-request state of the gateway. */
export interface GatewayContext {
  identity: Identity | null;
  /** The caller's IP address (`req.ip` under the app's trust-proxy setting), forwarded signed to subgraphs. */
  clientAddress: string | null;
  /**
   * Filled when a subgraph asks to start (token) or end ("clear") the session. An object, because
   * Apollo Server shallow-clones the context per operation and the clone must share it.
   */
  session: { directive?: string };
  res: Response;
}
