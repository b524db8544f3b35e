import { type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { messageFromError } from '../../lib/errors';
import { useValidatedForm } from './useValidatedForm';
import { serverFieldErrors, validateForgotPassword, type ForgotPasswordField } from './validation';

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

const FIELDS: readonly ForgotPasswordField[] = ['email'];
const FALLBACK_MESSAGE = 'Failed to send password reset email. Please try again.';

/** Asks for a reset link; `onSent` switches the page to its "Check Your Email" state. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const toast = useToast();
  const [requestReset, { loading }] = useMutation(RequestPasswordResetMutation);
  const form = useValidatedForm(FIELDS, { email: '' }, validateForgotPassword);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading || !form.checkBeforeSubmit()) return;
    const email = form.values.email.trim();
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
      form.showErrors(serverFieldErrors(FIELDS, result?.fieldErrors ?? []));
      toast({ variant: 'error', title: 'Error', description: result?.message || FALLBACK_MESSAGE });
    } catch (error) {
      toast({ variant: 'error', title: 'Error', description: messageFromError(error, FALLBACK_MESSAGE) });
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Reset your password">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      <Button type="submit" size="lg" block pending={loading}>
        Send Reset Link
      </Button>
    </form>
  );
}
