import { lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Spinner } from '@faithcraft/ui';
import { PaymentSetupQuery } from './documents';
import { SandboxCardForm } from './SandboxCardForm';
import type { CardFormProps } from './types';
import '../../styles/payments.css';

// Stripe's code is a chunk of its own, fetched only when the server's provider is Stripe.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

/**
 * The card form for a client secret, from whichever provider commerce runs: Stripe Elements when
 * Stripe is configured, the sandbox's own form (labelled "Test mode") otherwise.
 */
export function CardPaymentForm(props: CardFormProps) {
  const { data, error, refetch } = useQuery(PaymentSetupQuery);
  const setup = data?.paymentSetup;

  if (!setup) {
    if (error) {
      return (
        <div className="card-form__state" role="alert">
          <p>The payment form could not be loaded.</p>
          <Button variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </div>
      );
    }
    return <Spinner label="Loading the payment form" />;
  }

  if (setup.provider === 'STRIPE' && setup.publishableKey) {
    return (
      <Suspense fallback={<Spinner label="Loading the payment form" />}>
        <StripeCardForm {...props} publishableKey={setup.publishableKey} testMode={setup.testMode} />
      </Suspense>
    );
  }
  return <SandboxCardForm {...props} />;
}
