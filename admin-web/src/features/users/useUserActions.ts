import { useMutation } from '@apollo/client/react';
import { messageFromError, useToast } from '@faithcraft/ui';
import type { SubscriptionStatus } from '../../__generated__/graphql';
import {
  AddCreditsMutation,
  DeleteUserMutation,
  ResetGenerationsMutation,
  SetGenerationsMutation,
  SetRoleMutation,
  SetSubscriptionMutation,
} from './documents';
import { UserToasts } from './generationRules';
import { UserDirectoryQuery } from './useUserDirectory';

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * The manage-user dialog's actions (spec 001 §7 user administration). Each shows the spec's
 * success toast or an error toast with the server's message, refreshes the user list, and
 * resolves to whether it succeeded (the dialog closes after some of them).
 */
export function useUserActions(userId: string) {
  const toast = useToast();
  const refresh = { refetchQueries: [UserDirectoryQuery], awaitRefetchQueries: false };
  const [setGenerations, generations] = useMutation(SetGenerationsMutation, refresh);
  const [setRole, role] = useMutation(SetRoleMutation, refresh);
  const [setSubscription, subscription] = useMutation(SetSubscriptionMutation, refresh);
  const [resetGenerations, reset] = useMutation(ResetGenerationsMutation, refresh);
  const [addCredits, credits] = useMutation(AddCreditsMutation, refresh);
  const [deleteUser, deletion] = useMutation(DeleteUserMutation, refresh);

  async function attempt(run: () => Promise<unknown>, success: string): Promise<boolean> {
    try {
      await run();
      toast({ variant: 'success', title: success });
      return true;
    } catch (err) {
      toast({ variant: 'error', title: 'Error', description: messageFromError(err, FALLBACK) });
      return false;
    }
  }

  return {
    pending:
      generations.loading ||
      role.loading ||
      subscription.loading ||
      reset.loading ||
      credits.loading ||
      deletion.loading,
    updateGenerations: (freeGenerationsUsed: number, freeGenerationsLimit: number) =>
      attempt(
        () => setGenerations({ variables: { userId, input: { freeGenerationsUsed, freeGenerationsLimit } } }),
        UserToasts.generationsUpdated,
      ),
    changeRole: (next: string) => attempt(() => setRole({ variables: { userId, role: next } }), UserToasts.roleUpdated),
    changeSubscription: (status: SubscriptionStatus) =>
      attempt(() => setSubscription({ variables: { userId, status } }), UserToasts.subscriptionUpdated),
    resetUsed: () => attempt(() => resetGenerations({ variables: { userId } }), UserToasts.generationsReset),
    addCredits: (n: number) =>
      attempt(() => addCredits({ variables: { userId, credits: n } }), UserToasts.creditsAdded(n)),
    deleteAccount: () => attempt(() => deleteUser({ variables: { userId } }), UserToasts.deleted),
  };
}
