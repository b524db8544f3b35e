import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { AUTH_REDIRECT_DELAY_MS } from '../../lib/constants';
import { messageFromError } from '../../lib/errors';
import { useValidatedForm } from './useValidatedForm';
import { serverFieldErrors, validateSignUp, type SignUpField } from './validation';

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

const FIELDS: readonly SignUpField[] = ['email', 'password', 'confirmPassword'];
const FALLBACK_MESSAGE = 'Please try again';

export function SignUpForm() {
  const toast = useToast();
  const [signUp, { loading }] = useMutation(SignUpMutation);
  const [redirecting, setRedirecting] = useState(false);
  const form = useValidatedForm(FIELDS, { email: '', password: '', confirmPassword: '' }, validateSignUp);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading || redirecting || !form.checkBeforeSubmit()) return;
    // confirmPassword is a client-side check only and is never sent.
    const input = { email: form.values.email.trim(), password: form.values.password };
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
      form.showErrors(serverFieldErrors(FIELDS, result?.fieldErrors ?? []));
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
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Create your account">
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
