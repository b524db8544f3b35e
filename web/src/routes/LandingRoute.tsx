import { lazy } from 'react';
import { useCurrentUser } from '@faithcraft/ui';
import { AfterFirstPaint } from '../app/AfterFirstPaint';
import { Hero } from '../features/landing/Hero';
import { usePageMeta } from '../lib/usePageMeta';

// Requested only once the hero has painted: not part of the JavaScript the first paint waits for.
const LandingBelowTheFold = lazy(async () => ({
  default: (await import('./LandingBelowTheFold')).LandingBelowTheFold,
}));

export function LandingRoute() {
  usePageMeta({
    title: 'Printable Gospel Teaching Images Made with AI',
    description:
      'Create printable flash cards, coloring pages, games, worksheets and posters for Family Home Evening, Primary, youth and seminary in about 30 seconds.',
  });
  const { user } = useCurrentUser();
  // Same rule as the profile greeting: first name, else the part of the e-mail before the @.
  const name = user ? user.firstName?.trim() || user.email.split('@')[0] || user.email : null;

  return (
    <>
      <Hero signedInName={name} />
      <AfterFirstPaint>
        <LandingBelowTheFold signedIn={user !== null} />
      </AfterFirstPaint>
    </>
  );
}
