import type { Request } from 'express';
import { imageJson } from './content-routes.js';
import type { RestReply, RestRoute } from './facade.js';
import { dollars, text } from './facade.js';

const IMAGE_FIELDS = `id title description category style contentType prompt imageUrl thumbnailUrl generationStatus isPublic isForSale priceCents ownerId createdAt`;
const PURCHASE_FIELDS = `id imageId status amountCents currency createdAt completedAt`;
const PLAN_FIELDS = `status priceCents currency currentPeriodEnd cancelAtPeriodEnd`;
const START_FIELDS = `status clientSecret setupIntent`;
const SANDBOX_FIELDS = `status error { message }`;

type Row = Record<string, unknown>;
const ok = (body: unknown): RestReply => ({ status: 200, body });
/** GraphQL enum names (COMPLETED, REQUIRES_ACTION) as the spec's and Stripe's lowercase values. */
const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

/** The spec's purchase: status lowercase, `amount` in dollars, and the image in the spec's image shape. */
function purchaseJson(p: Row): Row {
  const image = p['image'] as (Row & { priceCents: number; prompt: string }) | null | undefined;
  return {
    ...p,
    status: lower(p['status']),
    amount: dollars(p['amountCents'] as number),
    ...(image !== undefined ? { image: image ? imageJson(image) : null } : {}),
  };
}

/** The plan with the spec's lowercase status ('active'), also as `subscriptionStatus`, and `price` in dollars. */
function planJson(plan: Row | null): Row {
  if (!plan) return { status: 'inactive', subscriptionStatus: 'inactive', cancelAtPeriodEnd: false };
  const status = lower(plan['status']);
  return { ...plan, status, subscriptionStatus: status, price: dollars(plan['priceCents'] as number) };
}

/** Stripe.js's answer shape: `{ status, error? }`, error only when there is one. */
function confirmationJson(c: Row): Row {
  const error = c['error'] as Row | null;
  return { status: lower(c['status']), ...(error ? { error } : {}) };
}

function body(req: Request): Row {
  const b = req.body as unknown;
  return b && typeof b === 'object' ? (b as Row) : {};
}

/** The card as the form sends it; wrong types become values the service refuses with the card texts. */
function card(req: Request): Row {
  const c = body(req)['card'];
  const raw = c && typeof c === 'object' ? (c as Row) : {};
  const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : Number.parseInt(String(v), 10) || 0);
  return {
    number: typeof raw['number'] === 'string' ? raw['number'] : '',
    expMonth: int(raw['expMonth']),
    expYear: int(raw['expYear']),
    cvc: typeof raw['cvc'] === 'string' || typeof raw['cvc'] === 'number' ? String(raw['cvc']) : '',
  };
}

/** Spec 000 §7 purchase and subscription paths; the sandbox card form and test clock (contract 2). */
export const commerceRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/purchases/my',
    operation: `query MyPurchases { myPurchases { ${PURCHASE_FIELDS} image { ${IMAGE_FIELDS} } } }`,
    reply: (data) => ok((data['myPurchases'] as Row[]).map(purchaseJson)),
  },
  {
    method: 'post',
    path: '/purchase-image',
    operation: `mutation StartPurchase($imageId: ID!) { startPurchase(imageId: $imageId) { clientSecret purchase { ${PURCHASE_FIELDS} } } }`,
    variables: (req) => ({ imageId: text(req, 'imageId') }),
    reply: (data) => {
      const start = data['startPurchase'] as { clientSecret: string | null; purchase: Row };
      return ok({ clientSecret: start.clientSecret, purchase: purchaseJson(start.purchase) });
    },
  },
  {
    // The body's `amount` is never read: the server's price is what is charged and recorded.
    method: 'post',
    path: '/complete-purchase',
    operation: `mutation CompletePurchase($imageId: ID!) { completePurchase(imageId: $imageId) { ${PURCHASE_FIELDS} } }`,
    variables: (req) => ({ imageId: text(req, 'imageId') }),
    reply: (data) => ok(purchaseJson(data['completePurchase'] as Row)),
  },
  ...['/get-or-create-subscription', '/create-subscription'].map((path): RestRoute => ({
    method: 'post',
    path,
    operation: `mutation StartSubscription { startSubscription { ${START_FIELDS} } }`,
    reply: (data) => {
      const start = data['startSubscription'] as Row;
      return ok({ ...start, status: lower(start['status']) });
    },
  })),
  {
    method: 'post',
    path: '/activate-subscription',
    operation: `mutation ActivateSubscription { activateSubscription { ${PLAN_FIELDS} } }`,
    reply: (data) => ok(planJson(data['activateSubscription'] as Row)),
  },
  {
    // Never grants (or changes) a plan: only a confirmed payment does. Answers the current status.
    method: 'post',
    path: '/update-subscription-status',
    operation: `query CurrentSubscription { mySubscription { ${PLAN_FIELDS} } }`,
    reply: (data) => ok(planJson(data['mySubscription'] as Row | null)),
  },
  {
    method: 'post',
    path: '/cancel-subscription',
    operation: `mutation CancelSubscription { cancelSubscription { ${PLAN_FIELDS} } }`,
    reply: (data) => ok(planJson(data['cancelSubscription'] as Row)),
  },
  {
    method: 'post',
    path: '/payments/sandbox/confirm',
    operation: `mutation ConfirmSandboxPayment($clientSecret: String!, $card: SandboxCardInput!) { confirmSandboxPayment(clientSecret: $clientSecret, card: $card) { ${SANDBOX_FIELDS} } }`,
    variables: (req) => ({ clientSecret: text(req, 'clientSecret'), card: card(req) }),
    reply: (data) => ok(confirmationJson(data['confirmSandboxPayment'] as Row)),
  },
  {
    method: 'post',
    path: '/payments/sandbox/authenticate',
    operation: `mutation AuthenticateSandboxPayment($clientSecret: String!, $approve: Boolean!) { authenticateSandboxPayment(clientSecret: $clientSecret, approve: $approve) { ${SANDBOX_FIELDS} } }`,
    variables: (req) => ({ clientSecret: text(req, 'clientSecret'), approve: body(req)['approve'] === true }),
    reply: (data) => ok(confirmationJson(data['authenticateSandboxPayment'] as Row)),
  },
  {
    method: 'post',
    path: '/payments/sandbox/clock/advance',
    operation: `mutation AdvanceSandboxClock($days: Int!) { advanceSandboxClock(days: $days) }`,
    variables: (req) => {
      const days = body(req)['days'];
      // Not a whole number: 0, which the service refuses with its range.
      return { days: typeof days === 'number' && Number.isInteger(days) ? days : 0 };
    },
    reply: (data) => ok({ now: data['advanceSandboxClock'] }),
  },
];
