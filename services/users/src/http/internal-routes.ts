import { requireServiceToken } from '@faithcraft/lib';
import type { Express } from 'express';
import type { Accounts } from '../accounts/accounts.js';
import { externalSignInRoute } from './external-sign-in.js';

/**
 * Endpoints for other services only (the gateway does not expose them): the gateway resolves a
 * session cookie to the user's current role here, so a sign-out or a role change takes effect
 * without waiting for the cookie to expire.
 */
export function internalRoutes(accounts: Accounts, internalSecret: string) {
  return (app: Express): void => {
    app.get('/internal/sessions/:sessionId', requireServiceToken(internalSecret), async (req, res) => {
      const session = await accounts.resolveSession(String(req.params['sessionId']));
      if (!session) res.status(404).json({ message: 'Session not found' });
      else res.json(session);
    });
    externalSignInRoute(app, accounts, internalSecret);
  };
}
