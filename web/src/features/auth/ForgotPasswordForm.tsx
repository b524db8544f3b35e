import { useMutation } from '@apollo/client/react';
import type { z } from 'zod';
import { graphql } from '../../__generated__';
import { Button, messageFromError, useToast, useZodForm } from '@faithcraft/ui';
import { TextField } from '@faithcraft/ui';
import { forgotPasswordSchema } from '@faithcraft/validation';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      ok
      message
      fieldErrors {
        field
        message
      }
    }
  }
`);

type SubmitValues = z.output<typeof forgotPasswordSchema>;

const FALLBACK_MESSAGE = 'Failed to send password reset email. Please try again.';

/** Asks for a reset link; `onSent` switches the page to its "Check Your Email" state. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const toast = useToast();
  const [requestReset, { loading }] = useMutation(RequestPasswordResetMutation);
  const form = useZodForm(forgotPasswordSchema, { email: '' });

  async function onSubmit(values: SubmitValues) {
    if (loading) return;
    const email = values.email;
    try {
      const { data } = await requestReset({ variables: { email } });
      const result = data?.requestPasswordReset;
      if (result?.ok) {
        toast({
          variant: 'success',
          title: 'Password Reset Email Sent',
          description: result.message ?? 'Check your inbox for a link to reset your password.',
        });
        onSent(email);
        return;
      }
      form.showErrors(result?.fieldErrors ?? []);
      toast({ variant: 'error', title: 'Error', description: result?.message || FALLBACK_MESSAGE });
    } catch (error) {
      toast({ variant: 'error', title: 'Error', description: messageFromError(error, FALLBACK_MESSAGE) });
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={form.submit(onSubmit)} aria-label="Reset your password">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      <Button type="submit" size="lg" block pending={loading}>
        Send Reset Link
      </Button>
    </form>
  );
}
