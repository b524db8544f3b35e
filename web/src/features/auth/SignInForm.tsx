import { Link } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import type { z } from 'zod';
import { graphql } from '../../__generated__';
import { Button, TextField, useZodForm } from '@faithcraft/ui';
import { signInSchema } from '@faithcraft/validation';
import { useAuthSubmission } from './useAuthSubmission';

const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
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

type SubmitValues = z.output<typeof signInSchema>;

const FALLBACK_MESSAGE = 'Invalid email or password';

export function SignInForm() {
  const [signIn, { loading }] = useMutation(SignInMutation);
  const form = useZodForm(signInSchema, { email: '', password: '' });
  const { submit, pending } = useAuthSubmission<SubmitValues>({
    send: async (values) => {
      const input = { email: values.email, password: values.password };
      return (await signIn({ variables: { input } })).data?.signIn;
    },
    sending: loading,
    showFieldErrors: form.showErrors,
    success: { title: 'Welcome back!', description: "You've been signed in successfully." },
    failureTitle: 'Sign In Failed',
    fallbackMessage: FALLBACK_MESSAGE,
  });

  return (
    <form className="auth-form" noValidate onSubmit={form.submit(submit)} aria-label="Sign in">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      <div className="auth-form__password">
        <TextField label="Password" type="password" autoComplete="current-password" {...form.register('password')} />
        <Link className="auth-form__forgot" to="/forgot-password">
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" size="lg" block pending={pending}>
        Sign In
      </Button>
      <p className="auth-form__switch">
        New to FaithCraft? <Link to="/subscribe">Create a free account</Link>
      </p>
    </form>
  );
}
