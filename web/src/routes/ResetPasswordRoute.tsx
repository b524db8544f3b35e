import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LogoMark } from '../components/layout/Logo';
import { ButtonLink } from '@faithcraft/ui';
import { ResetPasswordForm } from '../features/auth/ResetPasswordForm';
import { usePageMeta } from '../lib/usePageMeta';

export function ResetPasswordRoute() {
  usePageMeta({
    title: 'Reset Password',
    description: 'Choose a new password for your FaithCraft account.',
    canonicalPath: '/reset-password',
    noIndex: true,
  });
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState(false);

  return (
    <div className="auth-page auth-page--single">
      <div className="auth-card">
        {!token ? (
          <div className="auth-card__header">
            <LogoMark size={44} />
            <h1>Invalid Reset Link</h1>
            <p>This password reset link is missing its code. Links from the e-mail open this page with it.</p>
            <Link to="/forgot-password" className="auth-card__link">
              Request a new reset link
            </Link>
          </div>
        ) : done ? (
          <div className="auth-card__header" role="status">
            <LogoMark size={44} />
            <h1>Password Reset Complete</h1>
            <p>Your password has been changed. Sign in with your new password.</p>
            <ButtonLink to="/signin" size="lg" block>
              Continue to Sign In
            </ButtonLink>
          </div>
        ) : (
          <>
            <div className="auth-card__header">
              <LogoMark size={44} />
              <h1>Set a New Password</h1>
              <p>Choose a password with at least 8 characters.</p>
            </div>
            <ResetPasswordForm token={token} onDone={() => setDone(true)} />
          </>
        )}
      </div>
    </div>
  );
}
