import type { ComponentType } from 'react';
import { ClockIcon, HeartIcon, PrinterIcon, SparklesIcon } from 'lucide-react';
import { SignUpForm } from '../features/auth/SignUpForm';
import { usePageMeta } from '../lib/usePageMeta';

const BENEFITS: { title: string; text: string; Icon: ComponentType<{ size?: number }> }[] = [
  {
    title: '5 free generations',
    text: 'Try every content type before you decide.',
    Icon: ClockIcon,
  },
  {
    title: 'AI-powered content',
    text: 'Describe your lesson and get an image in about 30 seconds.',
    Icon: SparklesIcon,
  },
  {
    title: 'Faith-specific content',
    text: 'Made for Family Home Evening, Primary, youth and seminary.',
    Icon: HeartIcon,
  },
  { title: 'Print and digital ready', text: 'Download as PNG, JPG or PDF.', Icon: PrinterIcon },
];

export function SubscribeRoute() {
  usePageMeta({
    title: 'Create Your Free Account',
    description: 'Sign up free and get 5 AI generations of printable gospel teaching content. No credit card needed.',
  });
  return (
    <div className="auth-page">
      <div className="auth-split">
        <section className="auth-split__pitch" aria-labelledby="signup-title">
          <p className="eyebrow eyebrow--on-dark">
            <SparklesIcon size={16} /> Free to start
          </p>
          <h1 id="signup-title">Join the Content Revolution</h1>
          <p className="auth-split__lead">
            Create flash cards, coloring pages, games and more for the gospel lessons you teach — in minutes, not
            evenings.
          </p>
          <ul className="benefits" aria-label="What you get">
            {BENEFITS.map(({ title, text, Icon }) => (
              <li key={title} className="benefit">
                <span className="benefit__icon">
                  <Icon size={20} />
                </span>
                <span>
                  <strong>{title}</strong>
                  <span className="benefit__text">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className="auth-split__form" aria-labelledby="signup-form-title">
          <h2 id="signup-form-title">Create your free account</h2>
          <p className="auth-split__form-lead">No credit card required.</p>
          <SignUpForm />
        </section>
      </div>
    </div>
  );
}
