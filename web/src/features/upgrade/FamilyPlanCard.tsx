import { Button } from '@faithcraft/ui';
import { CheckIcon } from 'lucide-react';
import { CardPaymentForm } from '../../components/payments/CardPaymentForm';
import { FAMILY_PLAN_PRICE } from '../../lib/constants';
import { UPGRADED_PATH } from './upgradeFlow';
import type { useUpgradeFlow } from './useUpgradeFlow';

const BENEFITS = [
  'Unlimited AI content generation',
  'All 8 content types',
  'High-resolution PDF, PNG and JPG downloads',
  'Perfect for printing and sharing',
  'Marketplace access',
  'Cancel anytime',
] as const;

/** The Family Plan card: price, six benefits, then Start Creating Now or the card form. */
export function FamilyPlanCard({ flow }: { flow: ReturnType<typeof useUpgradeFlow> }) {
  return (
    <section className="plan-card" aria-labelledby="plan-card-title" data-testid="family-plan-card">
      <p className="plan-card__ribbon">Most Popular</p>
      <h2 id="plan-card-title">Family Plan</h2>
      <p className="plan-card__price">
        <strong>{FAMILY_PLAN_PRICE}</strong>/month
      </p>
      <ul className="plan-card__benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <CheckIcon size={18} aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </ul>
      {flow.checkout ? (
        <CardPaymentForm
          clientSecret={flow.checkout.clientSecret}
          intent={flow.checkout.intent}
          returnPath={UPGRADED_PATH}
          submitLabel={`Start Family Plan - ${FAMILY_PLAN_PRICE}/month`}
          processingLabel="Processing..."
          onConfirmed={flow.activate}
          onPaymentError={flow.paymentFailed}
        />
      ) : (
        <Button size="lg" block disabled={flow.starting} onClick={() => void flow.start()}>
          {flow.starting ? 'Setting up...' : 'Start Creating Now'}
        </Button>
      )}
    </section>
  );
}
