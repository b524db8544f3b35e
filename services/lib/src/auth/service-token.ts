import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { SERVICE_TOKEN_HEADER, verifyServiceToken } from '../identity.js';

/**
 * Guards a service's internal HTTP routes (never exposed by the gateway): the caller must send a
 * service token signed with the shared secret. Checked before the body is read, so an unsigned
 * caller cannot make the service parse anything. The calling service's name is in
 * `res.locals.service`.
 */
export function requireServiceToken(internalSecret: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const service = verifyServiceToken(req.header(SERVICE_TOKEN_HEADER), internalSecret);
    if (!service) {
      res.status(401).json({ message: 'Unauthorized' });
      return;
    }
    res.locals['service'] = service;
    next();
  };
}
