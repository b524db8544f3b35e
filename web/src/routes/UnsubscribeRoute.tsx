import { useSearchParams } from 'react-router-dom';
import { useTokenAction } from '../features/newsletter/useTokenAction';
import { TokenOutcome } from '../features/newsletter/TokenOutcome';
import { graphql } from '../__generated__';
import { usePageMeta } from '../lib/usePageMeta';

const UnsubscribeEmailMutation = graphql(`
  mutation UnsubscribeEmail($token: String!) {
    unsubscribeEmail(token: $token) {
      success
      message
    }
  }
`);

/** The unsubscribe link's page (every marketing mail carries one): applies the signed token at once. */
export function UnsubscribeRoute() {
  usePageMeta({
    title: 'Unsubscribe',
    description: 'Stop FaithCraft e-mails.',
    canonicalPath: '/unsubscribe',
    noIndex: true,
  });
  const [params] = useSearchParams();
  const state = useTokenAction(
    params.get('token')?.trim() ?? '',
    UnsubscribeEmailMutation,
    (data) => data.unsubscribeEmail,
  );
  return (
    <TokenOutcome
      state={state}
      pending="Unsubscribing…"
      successTitle="You Are Unsubscribed"
      failureTitle="Not Unsubscribed"
      missing="This unsubscribe link is missing its code. Links from the e-mail open this page with it."
    />
  );
}
