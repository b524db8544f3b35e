import { useCurrentUser } from '@faithcraft/ui';
import { ContentTypeTiles } from '../features/landing/ContentTypeTiles';
import { FeatureCards } from '../features/landing/FeatureCards';
import { FinalCallToAction } from '../features/landing/FinalCallToAction';
import { Hero } from '../features/landing/Hero';
import { HowItWorks } from '../features/landing/HowItWorks';
import { Showcase } from '../features/landing/Showcase';
import { StatsBand } from '../features/landing/StatsBand';
import { Testimonials } from '../features/landing/Testimonials';
import { usePageMeta } from '../lib/usePageMeta';

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
      <ContentTypeTiles />
      <Showcase />
      <HowItWorks />
      <StatsBand />
      <Testimonials />
      <FeatureCards />
      <FinalCallToAction signedIn={user !== null} />
    </>
  );
}
