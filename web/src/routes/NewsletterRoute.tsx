import { useSearchParams } from 'react-router-dom';
import { useTokenAction } from '../features/newsletter/useTokenAction';
import { TokenOutcome } from '../features/newsletter/TokenOutcome';
import { graphql } from '../__generated__';
import { usePageMeta } from '../lib/usePageMeta';

const ConfirmEmailSubscriptionMutation = graphql(`
  mutation ConfirmEmailSubscription($token: String!) {
    confirmEmailSubscription(token: $token) {
      success
      message
    }
  }
`);

/** The double opt-in link's page: confirms the subscription the token names and says so. */
export function NewsletterRoute() {
  usePageMeta({
    title: 'Confirm Subscription',
    description: 'Confirm your FaithCraft newsletter subscription.',
    canonicalPath: '/newsletter/confirm',
    noIndex: true,
  });
  const [params] = useSearchParams();
  const state = useTokenAction(
    params.get('token')?.trim() ?? '',
    ConfirmEmailSubscriptionMutation,
    (data) => data.confirmEmailSubscription,
  );
  return (
    <TokenOutcome
      state={state}
      pending="Confirming your subscription…"
      successTitle="Subscription Confirmed"
      failureTitle="Subscription Not Confirmed"
      missing="This confirmation link is missing its code. Links from the e-mail open this page with it."
    />
  );
}
