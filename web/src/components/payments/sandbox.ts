// The sandbox provider's browser side: it confirms a payment or setup the way Stripe.js does,
// through the commerce service (issue 8 contract: POST /api/payments/sandbox/confirm).
import { apiRequest } from '@faithcraft/ui';
import type { CardDetails } from './card';

export interface SandboxAnswer {
  status: 'succeeded' | 'requires_payment_method' | 'requires_action';
  error?: { message?: string };
}

export function confirmSandboxCard(clientSecret: string, card: CardDetails): Promise<SandboxAnswer> {
  return apiRequest<SandboxAnswer>('POST', '/api/payments/sandbox/confirm', { clientSecret, card });
}

/** The answer to the authentication step (test card 4000 0025 0000 3155): approve or fail it. */
export function authenticateSandboxPayment(clientSecret: string, approve: boolean): Promise<SandboxAnswer> {
  return apiRequest<SandboxAnswer>('POST', '/api/payments/sandbox/authenticate', { clientSecret, approve });
}
