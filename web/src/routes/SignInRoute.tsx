import { LogoMark } from '../components/layout/Logo';
import { GoogleSignIn } from '../features/auth/GoogleSignIn';
import { SignInForm } from '../features/auth/SignInForm';
import { usePageMeta } from '../lib/usePageMeta';

export function SignInRoute() {
  usePageMeta({
    title: 'Sign In',
    description: 'Sign in to FaithCraft to create and print teaching content.',
  });
  return (
    <div className="auth-page auth-page--single">
      <div className="auth-card">
        <div className="auth-card__header">
          <LogoMark size={44} />
          <h1>Welcome Back</h1>
          <p>Sign in to keep creating for your family and class.</p>
        </div>
        <GoogleSignIn />
        <SignInForm />
      </div>
    </div>
  );
}
