import { GoogleSignIn } from './GoogleSignIn';
import { SignInForm } from './SignInForm';

/** Everything below the sign-in card's heading: Google sign-in and the e-mail form (a lazy chunk). */
export function SignInOptions() {
  return (
    <>
      <GoogleSignIn />
      <SignInForm />
    </>
  );
}
