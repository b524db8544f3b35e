import { useMutation } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { UpdateProfileInput } from '../../__generated__/graphql';
import { MeQueryDocument, messageFromError, useToast } from '@faithcraft/ui';
import { useUnauthorizedRedirect } from '../../lib/useUnauthorizedRedirect';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        firstName
        lastName
        isProfilePublic
      }
      message
      fieldErrors {
        field
        message
      }
    }
  }
`);

const FALLBACK_MESSAGE = 'Failed to update profile';

/**
 * Saves profile changes and refreshes the current user everywhere (header included). Resolves to
 * true when saved; failures are shown as the 'Update Failed' toast.
 */
export function useUpdateProfile() {
  const toast = useToast();
  const onUnauthorized = useUnauthorizedRedirect();
  const [mutate, { loading }] = useMutation(UpdateProfileMutation, {
    refetchQueries: [MeQueryDocument],
    awaitRefetchQueries: true,
  });

  async function update(input: UpdateProfileInput, successDescription: string): Promise<boolean> {
    try {
      const { data } = await mutate({ variables: { input } });
      const result = data?.updateProfile;
      if (result?.user) {
        toast({ variant: 'success', title: 'Profile Updated', description: successDescription });
        return true;
      }
      const detail = result?.fieldErrors[0]?.message ?? result?.message ?? FALLBACK_MESSAGE;
      toast({ variant: 'error', title: 'Update Failed', description: detail });
    } catch (error) {
      if (!onUnauthorized(error)) {
        toast({ variant: 'error', title: 'Update Failed', description: messageFromError(error, FALLBACK_MESSAGE) });
      }
    }
    return false;
  }

  return { update, saving: loading };
}
