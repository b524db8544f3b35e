import { GraphQLError } from 'graphql';
import type { Identity } from './identity.js';
import type { Logger } from './logger.js';

/** The context every subgraph resolver receives. */
export interface RequestContext {
  identity: Identity | null;
  /** The caller's IP address, when the request came through the gateway (signed by it). */
  clientAddress: string | null;
  log: Logger;
  /** Ask the gateway to set the session cookie to `token`, or to clear it with `null`. */
  setSession: (token: string | null) => void;
}

export function unauthenticated(message = 'Unauthorized'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
}

export function forbidden(message = 'Forbidden'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
}

export function notFound(message = 'Not found'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}

export function requireUser(ctx: Pick<RequestContext, 'identity'>): Identity {
  if (!ctx.identity) throw unauthenticated();
  return ctx.identity;
}
