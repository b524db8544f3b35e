import { useMutation } from '@apollo/client/react';
import type { z } from 'zod';
import { graphql } from '../../__generated__';
import { Button, messageFromError, useToast, useZodForm } from '@faithcraft/ui';
import { TextField } from '@faithcraft/ui';
import { resetPasswordFormSchema } from '@faithcraft/validation';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
      message
      fieldErrors {
        field
        message
      }
    }
  }
`);

type SubmitValues = z.output<typeof resetPasswordFormSchema>;

const FALLBACK_MESSAGE = 'Failed to reset password. The link may be expired or invalid.';

/** Sets a new password with the token from the e-mailed link; `onDone` shows the success state. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const toast = useToast();
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);
  const form = useZodForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });

  async function onSubmit(values: SubmitValues) {
    if (loading) return;
    // confirmPassword is a client-side check only and is never sent.
    const input = { token, password: values.password };
    try {
      const { data } = await resetPassword({ variables: { input } });
      const result = data?.resetPassword;
      if (result?.ok) {
        toast({
          variant: 'success',
          title: 'Password Reset Successful',
          description: 'You can now sign in with your new password.',
        });
        onDone();
        return;
      }
      form.showErrors(result?.fieldErrors ?? []);
      toast({ variant: 'error', title: 'Error', description: result?.message || FALLBACK_MESSAGE });
    } catch (error) {
      toast({ variant: 'error', title: 'Error', description: messageFromError(error, FALLBACK_MESSAGE) });
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={form.submit(onSubmit)} aria-label="Choose a new password">
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        {...form.register('password')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" block pending={loading}>
        Reset Password
      </Button>
    </form>
  );
}
