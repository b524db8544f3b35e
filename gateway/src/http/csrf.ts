import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for the REST facade (GraphQL has Apollo's own preflight
 * check). The session cookie is SameSite=Lax already; on top of that a state-changing request
 * from a browser must come from an allowed origin. Requests without Origin or Sec-Fetch-Site
 * headers are not from a browser page and carry no ambient cookie risk.
 */
export function csrfGuard(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/$/, '')));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.header('origin');
    const site = req.header('sec-fetch-site');
    const sameOrigin = origin ? allowed.has(origin) || origin === `${req.protocol}://${req.get('host')}` : true;
    if (!sameOrigin || (site !== undefined && site !== 'same-origin' && site !== 'none' && !origin)) {
      res.status(403).json({ message: 'Cross-site request refused' });
      return;
    }
    next();
  };
}
