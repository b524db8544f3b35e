import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import type { z } from 'zod';
import { graphql } from '../../__generated__';
import { Button, messageFromError, useToast, useZodForm } from '@faithcraft/ui';
import { TextField } from '@faithcraft/ui';
import { AUTH_REDIRECT_DELAY_MS } from '../../lib/constants';
import { signUpFormSchema } from '@faithcraft/validation';

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
  const toast = useToast();
  const [signUp, { loading }] = useMutation(SignUpMutation);
  const [redirecting, setRedirecting] = useState(false);
  const form = useZodForm(signUpFormSchema, { email: '', password: '', confirmPassword: '' });

  async function onSubmit(values: SubmitValues) {
    if (loading || redirecting) return;
    // confirmPassword is a client-side check only and is never sent.
    const input = { email: values.email, password: values.password };
    try {
      const { data } = await signUp({ variables: { input } });
      const result = data?.signUp;
      if (result?.user) {
        setRedirecting(true);
        toast({
          variant: 'success',
          title: 'Account Created Successfully!',
          description: 'Welcome! You can now start creating amazing LDS content.',
        });
        window.setTimeout(() => window.location.assign('/generator'), AUTH_REDIRECT_DELAY_MS);
        return;
      }
      form.showErrors(result?.fieldErrors ?? []);
      toast({
        variant: 'error',
        title: 'Signup Failed',
        description: result?.message || FALLBACK_MESSAGE,
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Signup Failed',
        description: messageFromError(error, FALLBACK_MESSAGE),
      });
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={form.submit(onSubmit)} aria-label="Create your account">
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
      <Button type="submit" size="lg" block pending={loading || redirecting}>
        Create Account &amp; Start Creating
      </Button>
      <p className="auth-form__switch">
        Already have an account? <Link to="/signin">Sign in</Link>
      </p>
    </form>
  );
}
