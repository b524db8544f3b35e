import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { messageFromError, useToast } from '@faithcraft/ui';
import { track } from '../../lib/analytics';
import { useGoToLogin, useUnauthorizedRedirect } from '../../lib/useUnauthorizedRedirect';
import { ActivateSubscriptionMutation, StartSubscriptionMutation } from './documents';
import {
  ALREADY_SUBSCRIBED_DELAY_MS,
  FAMILY_PLAN_EVENT_VALUE,
  startOutcome,
  UPGRADED_PATH,
  UpgradeMessages,
} from './upgradeFlow';

export type Checkout = { clientSecret: string; intent: 'payment' | 'setup' };

/**
 * Spec 000 §4 upgrade flow, every branch: start → 'Already Subscribed!' (then /generator after
 * 1.5 s), an error ('No client secret received from server'), or the card form for a setup or a
 * payment; after the provider confirms, activation → 'Welcome to Family Plan!' or, if activation
 * fails, 'Payment Successful!'; both record the upgrade and go to /generator?upgraded=true.
 */
export function useUpgradeFlow(signedIn: boolean) {
  const toast = useToast();
  const navigate = useNavigate();
  const client = useApolloClient();
  const handleUnauthorized = useUnauthorizedRedirect();
  const goToLogin = useGoToLogin();
  const [startSubscription, { loading: starting }] = useMutation(StartSubscriptionMutation);
  const [activateSubscription] = useMutation(ActivateSubscriptionMutation);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function start() {
    if (!signedIn) {
      goToLogin({ variant: 'error', title: 'Login Required', description: 'Please log in to subscribe' });
      return;
    }
    try {
      const { data } = await startSubscription();
      if (!data) throw new Error(UpgradeMessages.startFallback);
      const outcome = startOutcome(data.startSubscription);
      if (outcome.kind === 'already-subscribed') {
        toast({ variant: 'success', title: 'Already Subscribed!', description: 'You already have the Family Plan.' });
        timer.current = window.setTimeout(() => void navigate('/generator'), ALREADY_SUBSCRIBED_DELAY_MS);
      } else if (outcome.kind === 'error') {
        throw new Error(outcome.message);
      } else {
        setCheckout({ clientSecret: outcome.clientSecret, intent: outcome.intent });
      }
    } catch (error) {
      if (!handleUnauthorized(error)) {
        toast({
          variant: 'error',
          title: 'Error',
          description: messageFromError(error, UpgradeMessages.startFallback),
        });
      }
    }
  }

  /** After the provider confirmed the card. The server checks with the provider itself. */
  async function activate() {
    let active = false;
    try {
      const { data } = await activateSubscription();
      active = data?.activateSubscription.status === 'ACTIVE';
    } catch {
      active = false; // the payment went through: 'Payment Successful!' below, never an error
    }
    // Spec 000 §4: the upgrade is recorded either way (the payment went through).
    track('subscription_upgrade', {
      event_category: 'subscription',
      event_label: 'family_plan',
      value: FAMILY_PLAN_EVENT_VALUE,
    });
    track('conversion', { event_category: 'conversion', event_label: 'free_to_paid', value: FAMILY_PLAN_EVENT_VALUE });
    if (active) {
      toast({ variant: 'success', title: 'Welcome to Family Plan!', description: 'You now have unlimited access.' });
    } else {
      toast({
        variant: 'success',
        title: 'Payment Successful!',
        description: "Your subscription is being activated. You'll have unlimited access shortly.",
      });
    }
    // The generator re-reads the allowance until the plan has reached the users service.
    await client.refetchQueries({ include: 'active' }).catch(() => undefined);
    void navigate(UPGRADED_PATH);
  }

  function paymentFailed(message: string) {
    toast({ variant: 'error', title: 'Payment Failed', description: message });
  }

  return { start, starting, checkout, activate, paymentFailed };
}
