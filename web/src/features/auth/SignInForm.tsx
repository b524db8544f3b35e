import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import type { z } from 'zod';
import { graphql } from '../../__generated__';
import { Button, messageFromError, useToast, useZodForm } from '@faithcraft/ui';
import { TextField } from '@faithcraft/ui';
import { AUTH_REDIRECT_DELAY_MS } from '../../lib/constants';
import { signInSchema } from '@faithcraft/validation';

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
  const toast = useToast();
  const [signIn, { loading }] = useMutation(SignInMutation);
  const [redirecting, setRedirecting] = useState(false);
  const form = useZodForm(signInSchema, { email: '', password: '' });

  async function onSubmit(values: SubmitValues) {
    if (loading || redirecting) return;
    const input = { email: values.email, password: values.password };
    try {
      const { data } = await signIn({ variables: { input } });
      const result = data?.signIn;
      if (result?.user) {
        setRedirecting(true);
        toast({
          variant: 'success',
          title: 'Welcome back!',
          description: "You've been signed in successfully.",
        });
        window.setTimeout(() => window.location.assign('/generator'), AUTH_REDIRECT_DELAY_MS);
        return;
      }
      form.showErrors(result?.fieldErrors ?? []);
      toast({
        variant: 'error',
        title: 'Sign In Failed',
        description: result?.message || FALLBACK_MESSAGE,
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Sign In Failed',
        description: messageFromError(error, FALLBACK_MESSAGE),
      });
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={form.submit(onSubmit)} aria-label="Sign in">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      <div className="auth-form__password">
        <TextField label="Password" type="password" autoComplete="current-password" {...form.register('password')} />
        <Link className="auth-form__forgot" to="/forgot-password">
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" size="lg" block pending={loading || redirecting}>
        Sign In
      </Button>
      <p className="auth-form__switch">
        New to FaithCraft? <Link to="/subscribe">Create a free account</Link>
      </p>
    </form>
  );
}
