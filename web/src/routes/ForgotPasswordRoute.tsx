import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LogoMark } from '../components/layout/Logo';
import { ForgotPasswordForm } from '../features/auth/ForgotPasswordForm';
import { usePageMeta } from '../lib/usePageMeta';

export function ForgotPasswordRoute() {
  usePageMeta({
    title: 'Forgot Password',
    description: 'Request a link to reset your FaithCraft password.',
  });
  // Spec 000 §4: form, then sent, then back to the form via "try again".
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <div className="auth-page auth-page--single">
      <div className="auth-card">
        {sentTo ? (
          <div className="auth-card__header" role="status">
            <LogoMark size={44} />
            <h1>Check Your Email</h1>
            <p>
              If an account exists for <strong>{sentTo}</strong>, we've sent a link to reset your password. The link
              expires soon, so use it right away.
            </p>
            <p className="auth-card__aside">
              Didn't get it? Check your spam folder or{' '}
              <button type="button" className="link-button" onClick={() => setSentTo(null)}>
                try again
              </button>
              .
            </p>
            <Link to="/signin" className="auth-card__link">
              Back to Sign In
            </Link>
          </div>
        ) : (
          <>
            <div className="auth-card__header">
              <LogoMark size={44} />
              <h1>Forgot Your Password?</h1>
              <p>Enter your e-mail address and we'll send you a link to reset your password.</p>
            </div>
            <ForgotPasswordForm onSent={setSentTo} />
            <p className="auth-form__switch">
              Remembered it? <Link to="/signin">Back to Sign In</Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
