import { lazy } from 'react';
import { PageSpinner } from '@faithcraft/ui';
import { AfterFirstPaint } from '../app/AfterFirstPaint';
import { LogoMark } from '../components/layout/Logo';
import { usePageMeta } from '../lib/usePageMeta';

// The form and its validation code load in their own chunk, after the card's heading has painted.
const SignInOptions = lazy(() => import('../features/auth/SignInOptions').then((m) => ({ default: m.SignInOptions })));

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
        <AfterFirstPaint placeholder={<PageSpinner label="Loading the sign-in form" />}>
          <SignInOptions />
        </AfterFirstPaint>
      </div>
    </div>
  );
}
