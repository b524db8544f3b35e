import { requireServiceToken } from '@faithcraft/lib';
import express, { type Express, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Accounts } from '../accounts/accounts.js';
import { EXTERNAL_PROVIDERS, ExternalAccounts } from '../accounts/external-accounts.js';
import { toUserView } from '../accounts/user-view.js';
import { isValidEmail, normalizeEmail } from '../domain/credentials.js';

const profileSchema = z.object({
  provider: z.enum(EXTERNAL_PROVIDERS),
  subject: z.string().min(1).max(255),
  email: z
    .string()
    .max(254)
    .refine((e) => isValidEmail(normalizeEmail(e)), 'invalid e-mail address'),
  emailVerified: z.boolean(),
  firstName: z.string().max(200).nullish(),
  lastName: z.string().max(200).nullish(),
  pictureUrl: z.string().max(2000).nullish(),
});

/**
 * `POST /internal/external-sign-in` (service token): the gateway, after verifying an ID token,
 * asks for the account of that identity and a session → `{ sessionToken, user }`.
 */
export function externalSignInRoute(app: Express, accounts: Accounts, internalSecret: string): void {
  const external = new ExternalAccounts(accounts);
  app.post(
    '/internal/external-sign-in',
    requireServiceToken(internalSecret),
    express.json({ limit: '16kb' }),
    async (req: Request, res: Response) => {
      const parsed = profileSchema.safeParse(req.body);
      if (!parsed.success) {
        const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || 'body'))];
        res.status(400).json({ message: `Invalid request: check ${fields.join(', ')}` });
        return;
      }
      const p = parsed.data;
      try {
        const result = await external.signIn({
          ...p,
          firstName: p.firstName ?? null,
          lastName: p.lastName ?? null,
          pictureUrl: p.pictureUrl ?? null,
        });
        if (!result.ok) res.status(result.status).json({ message: result.message });
        else res.json({ sessionToken: result.sessionToken, outcome: result.outcome, user: toUserView(result.user) });
      } catch (err) {
        accounts.deps.log.error({ err }, 'external sign-in failed');
        res.status(503).json({ message: 'Service temporarily unavailable. Please try again.' });
      }
    },
  );
}
