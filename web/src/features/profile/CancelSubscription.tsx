import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { AlertDialog, Button, messageFromError, useToast } from '@faithcraft/ui';
import { formatLongDate } from '../../lib/format';
import { useUnauthorizedRedirect } from '../../lib/useUnauthorizedRedirect';
import { CancelSubscriptionMutation } from './subscriptionDocuments';

const FALLBACK_MESSAGE = 'Failed to cancel subscription';

/**
 * Cancel the Family Plan (spec 000 Profile; §4: access stays until the end of the billing period).
 * Offered to active subscribers who are not admins (commerce's cancelSubscription); once cancelled
 * it says until when the plan stays. Every query on the page is refetched afterwards.
 */
export function CancelSubscription({ endsAt }: { endsAt: string | null }) {
  const toast = useToast();
  const client = useApolloClient();
  const onUnauthorized = useUnauthorizedRedirect();
  const [cancelSubscription] = useMutation(CancelSubscriptionMutation);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await cancelSubscription();
      setOpen(false);
      toast({
        variant: 'success',
        title: 'Subscription Cancelled',
        description:
          "Your Family Plan stays active until the end of the billing period. After that you'll be on the free plan.",
      });
      await client.refetchQueries({ include: 'active' });
    } catch (error) {
      if (!onUnauthorized(error)) {
        toast({
          variant: 'error',
          title: 'Cancellation Failed',
          description: messageFromError(error, FALLBACK_MESSAGE),
        });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="profile-section profile-danger" aria-labelledby="cancel-subscription-title">
      <h2 id="cancel-subscription-title" className="profile-section__title">
        Subscription
      </h2>
      {endsAt ? (
        <p data-testid="subscription-ends">
          Your Family Plan is cancelled. You keep unlimited access until {formatLongDate(endsAt)}, then you return to
          the free plan.
        </p>
      ) : (
        <>
          <p>
            You're on the Family Plan. If you cancel, you keep unlimited access until the end of the billing period.
          </p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Cancel Subscription
          </Button>
        </>
      )}
      <AlertDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel your Family Plan?"
        description="You'll keep unlimited access until the end of the current billing period, then return to the free plan."
        cancelLabel="Keep My Plan"
        confirmLabel="Yes, Cancel Subscription"
        onConfirm={() => void confirm()}
        pending={pending}
      />
    </section>
  );
}
