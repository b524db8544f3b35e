import { ContentTypeTiles } from '../features/landing/ContentTypeTiles';
import { FeatureCards } from '../features/landing/FeatureCards';
import { FinalCallToAction } from '../features/landing/FinalCallToAction';
import { HowItWorks } from '../features/landing/HowItWorks';
import { NewsletterBox } from '../features/newsletter/NewsletterBox';
import { Showcase } from '../features/landing/Showcase';
import { StatsBand } from '../features/landing/StatsBand';
import { Testimonials } from '../features/landing/Testimonials';

/** The landing page under the hero: its own chunk, loaded once the hero has painted. */
export function LandingBelowTheFold({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <ContentTypeTiles />
      <Showcase />
      <HowItWorks />
      <StatsBand />
      <Testimonials />
      <FeatureCards />
      <div className="page-section">
        <div className="container">
          <NewsletterBox />
        </div>
      </div>
      <FinalCallToAction signedIn={signedIn} />
    </>
  );
}
