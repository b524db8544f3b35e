import type { ApolloServer } from '@apollo/server';
import express, { type Request, type Response, type Router } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { Identity } from '@faithcraft/lib';
import type { GatewayContext } from '../context.js';
import { WireValueRefused, enumsToWire } from './wire-enums.js';

/** What a route answers: a status and a JSON body (and response headers, e.g. X-Total-Count), or a redirect. */
export type RestReply = { status: number; body: unknown; headers?: Record<string, string> } | { redirect: string };

export interface RestRoute {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  /** The GraphQL operation this path stands for. */
  operation: string;
  /**
   * Maps the HTTP request to the operation's variables (shape only; the service validates). It may
   * throw WireValueRefused for a value outside an enum's list, which is answered 400.
   */
  variables?: (req: Request) => Record<string, unknown>;
  /** Maps the operation's data to the spec's status code and payload. */
  reply: (data: Record<string, unknown>, req: Request) => RestReply;
}

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  GENERATION_LIMIT_REACHED: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  QUERY_TOO_COMPLEX: 400,
  TOO_MANY_REQUESTS: 429,
};

/**
 * Replies for operations answering `{ success, message, … }`: `success: false` is a refusal the
 * caller can correct, answered 400 with the service's message (the UI shows it); success is 200.
 * `pick` shapes the body from the operation's answer.
 */
export const outcomeReply =
  (field: string, pick: (v: Record<string, unknown>) => unknown = (v) => v) =>
  (data: Record<string, unknown>): RestReply => {
    const v = data[field] as Record<string, unknown> & { success: boolean };
    return { status: v.success ? 200 : 400, body: pick(v) };
  };

/** A GraphQL error as the spec's REST error: status from the error code, `{ message }` body. */
export function errorReply(errors: readonly GraphQLFormattedError[]): RestReply {
  const first = errors[0];
  const code = typeof first?.extensions?.['code'] === 'string' ? first.extensions['code'] : '';
  const status = STATUS_BY_CODE[code];
  if (status) return { status, body: { message: first?.message ?? 'Request failed' } };
  return { status: 503, body: { message: 'Service temporarily unavailable. Please try again.' } };
}

/**
 * The thin REST facade: each `/api/...` path of the specs runs one GraphQL operation through the
 * gateway (same auth, same subgraphs) and translates the answer. No business rule lives here.
 */
export function restRouter(server: ApolloServer<GatewayContext>, routes: RestRoute[]): Router {
  const router = express.Router();
  router.use(express.json({ limit: '256kb' }));
  for (const route of routes) {
    router[route.method](route.path, async (req: Request, res: Response) => {
      const contextValue: GatewayContext = {
        identity: (res.locals['identity'] as Identity | null) ?? null,
        clientAddress: req.ip ?? null,
        res,
        session: {},
      };
      let variables: Record<string, unknown>;
      try {
        variables = route.variables?.(req) ?? {};
      } catch (err) {
        if (!(err instanceof WireValueRefused)) throw err;
        res.status(400).json({ message: err.message });
        return;
      }
      const result = await server.executeOperation({ query: route.operation, variables }, { contextValue });
      if (result.body.kind !== 'single') throw new Error('incremental delivery is not used by the facade');
      const { data, errors } = result.body.singleResult;
      const reply = errors?.length ? errorReply(errors) : route.reply(enumsToWire(data ?? {}), req);
      if ('redirect' in reply) res.redirect(302, reply.redirect);
      else
        res
          .status(reply.status)
          .set(reply.headers ?? {})
          .json(reply.body);
    });
  }
  return router;
}

/** Reads a JSON body field as a string (missing or non-string → ''), so the service's rules decide. */
export function text(req: Request, field: string): string {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : '';
}

export function optionalText(req: Request, field: string): string | null {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : null;
}

/** The services keep money in integer cents; the spec's REST payloads show dollars (299 → 2.99). */
export const dollars = (cents: number): number => cents / 100;
