// Stripe Elements (issue 8): loaded only when commerce's provider is STRIPE, in its own chunk,
// so neither the landing page nor a sandbox deployment ever downloads Stripe's code.
import { useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Button } from '@faithcraft/ui';
import { TestModeNote } from './TestModeNote';
import { PAYMENT_FALLBACK_MESSAGE, type CardFormProps } from './types';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per publishable key for the page's lifetime (Stripe's advice). */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripeCardFormProps extends CardFormProps {
  publishableKey: string;
  testMode: boolean;
}

export default function StripeCardForm({ publishableKey, testMode, ...form }: StripeCardFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret: form.clientSecret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#b4511f' } },
      }}
    >
      {testMode && <TestModeNote hint="Use 4242 4242 4242 4242 with any future date and any CVC." />}
      <StripeForm {...form} />
    </Elements>
  );
}

function StripeForm({ intent, returnPath, submitLabel, processingLabel, onConfirmed, onPaymentError }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    try {
      const confirmParams = { return_url: new URL(returnPath, window.location.origin).href };
      // 'if_required': a card confirms here; only a redirect-based method leaves the page.
      const result =
        intent === 'setup'
          ? await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' })
          : await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' });
      if (result.error) {
        onPaymentError(result.error.message || PAYMENT_FALLBACK_MESSAGE);
        return;
      }
      await onConfirmed();
    } catch (error) {
      onPaymentError(error instanceof Error && error.message ? error.message : PAYMENT_FALLBACK_MESSAGE);
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form className="card-form" onSubmit={(event) => void submit(event)} data-testid="card-form">
      <PaymentElement onReady={() => setReady(true)} />
      {/* Spec 000 §4: disabled until the provider is ready and while processing. */}
      <Button
        type="submit"
        size="lg"
        disabled={!stripe || !elements || !ready || processing}
        className="card-form__submit"
      >
        {processing ? processingLabel : submitLabel}
      </Button>
    </form>
  );
}
