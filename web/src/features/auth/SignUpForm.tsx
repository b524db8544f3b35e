import { Link } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import type { z } from 'zod';
import { graphql } from '../../__generated__';
import { Button, TextField, useZodForm } from '@faithcraft/ui';
import { signUpFormSchema } from '@faithcraft/validation';
import { track } from '../../lib/analytics';
import { useAuthSubmission } from './useAuthSubmission';

const SignUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      user {
        id
        email
        firstName
        role
      }
      message
      fieldErrors {
        field
        message
      }
    }
  }
`);

type SubmitValues = z.output<typeof signUpFormSchema>;

const FALLBACK_MESSAGE = 'Please try again';

export function SignUpForm() {
  const [signUp, { loading }] = useMutation(SignUpMutation);
  const form = useZodForm(signUpFormSchema, { email: '', password: '', confirmPassword: '' });
  const { submit, pending } = useAuthSubmission<SubmitValues>({
    send: async (values) => {
      // confirmPassword is a client-side check only and is never sent.
      const input = { email: values.email, password: values.password };
      return (await signUp({ variables: { input } })).data?.signUp;
    },
    sending: loading,
    showFieldErrors: form.showErrors,
    success: {
      title: 'Account Created Successfully!',
      description: 'Welcome! You can now start creating amazing LDS content.',
    },
    // Spec 000 §7: free_account_signup on sign-up success (sent before the full-page redirect).
    onSuccess: () => track('free_account_signup', { event_category: 'engagement', method: 'email' }),
    failureTitle: 'Signup Failed',
    fallbackMessage: FALLBACK_MESSAGE,
  });

  return (
    <form className="auth-form" noValidate onSubmit={form.submit(submit)} aria-label="Create your account">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters"
        {...form.register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" block pending={pending}>
        Create Account &amp; Start Creating
      </Button>
      <p className="auth-form__switch">
        Already have an account? <Link to="/signin">Sign in</Link>
      </p>
    </form>
  );
}
