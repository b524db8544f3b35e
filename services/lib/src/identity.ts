import jwt from 'jsonwebtoken';

/**
 * The caller as verified by the gateway. The gateway checks the session cookie, then forwards
 * this identity to subgraphs as a short-lived token signed with a secret only services share,
 * so a subgraph never trusts a header a browser could have written.
 */
export interface Identity {
  userId: string;
  role: string;
  sessionId: string;
}

export const IDENTITY_HEADER = 'x-faithcraft-identity';
/** Response header a subgraph sets to ask the gateway to set (token) or clear ("clear") the session cookie. */
export const SESSION_HEADER = 'x-faithcraft-session';
export const SESSION_COOKIE = 'fc_session';

const ISSUER = 'faithcraft-gateway';
const AUDIENCE = 'faithcraft-subgraphs';

export function signIdentity(identity: Identity, secret: string): string {
  return jwt.sign({ role: identity.role, sid: identity.sessionId }, secret, {
    algorithm: 'HS256',
    subject: identity.userId,
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: 60,
  });
}

export function verifyIdentity(token: string | undefined, secret: string): Identity | null {
  if (!token) return null;
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof claims === 'string' || !claims.sub) return null;
    return { userId: claims.sub, role: String(claims['role']), sessionId: String(claims['sid']) };
  } catch {
    return null;
  }
}

/** The session cookie's content. Issued by the users subgraph, verified by the gateway. */
export interface SessionClaims {
  userId: string;
  sessionId: string;
}

const SESSION_AUDIENCE = 'faithcraft-session';

export function signSession(claims: SessionClaims, secret: string, ttlSeconds: number): string {
  return jwt.sign({ sid: claims.sessionId }, secret, {
    algorithm: 'HS256',
    subject: claims.userId,
    audience: SESSION_AUDIENCE,
    expiresIn: ttlSeconds,
  });
}

export function verifySession(token: string | undefined, secret: string): SessionClaims | null {
  if (!token) return null;
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'], audience: SESSION_AUDIENCE });
    if (typeof claims === 'string' || !claims.sub || typeof claims['sid'] !== 'string') return null;
    return { userId: claims.sub, sessionId: claims['sid'] };
  } catch {
    return null;
  }
}

const CLIENT_ADDRESS_AUDIENCE = 'faithcraft-client-address';
/**
 * The caller's IP address as the gateway saw it (Express `req.ip` under its trust-proxy setting),
 * forwarded to subgraphs signed like the identity: a browser cannot choose the address a per-IP
 * limit counts.
 */
export const CLIENT_ADDRESS_HEADER = 'x-faithcraft-client-address';

export function signClientAddress(address: string, secret: string): string {
  return jwt.sign({}, secret, {
    algorithm: 'HS256',
    subject: address,
    issuer: ISSUER,
    audience: CLIENT_ADDRESS_AUDIENCE,
    expiresIn: 60,
  });
}

export function verifyClientAddress(token: string | undefined, secret: string): string | null {
  if (!token) return null;
  try {
    const claims = jwt.verify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: CLIENT_ADDRESS_AUDIENCE,
    });
    return typeof claims === 'string' ? null : (claims.sub ?? null);
  } catch {
    return null;
  }
}

const SERVICE_AUDIENCE = 'faithcraft-internal';
export const SERVICE_TOKEN_HEADER = 'x-faithcraft-service';

/** Authenticates one service to another's internal HTTP endpoints (never exposed by the gateway). */
export function signServiceToken(service: string, secret: string): string {
  return jwt.sign({}, secret, { algorithm: 'HS256', subject: service, audience: SERVICE_AUDIENCE, expiresIn: 60 });
}

export function verifyServiceToken(token: string | undefined, secret: string): string | null {
  if (!token) return null;
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'], audience: SERVICE_AUDIENCE });
    return typeof claims === 'string' ? null : (claims.sub ?? null);
  } catch {
    return null;
  }
}
