import { ButtonLink } from '@faithcraft/ui';
import { ArrowRightIcon, CheckIcon, SparklesIcon } from 'lucide-react';
import { HeroArt } from './HeroArt';
import { RotatingWord } from './RotatingWord';

/** Landing hero. Signed-in users get a welcome and a shortcut to the generator instead of sign-up. */
export function Hero({ signedInName }: { signedInName: string | null }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">
            <SparklesIcon size={16} />
            {signedInName ? `Welcome back, ${signedInName}!` : 'For Family Home Evening, Primary, youth & seminary'}
          </p>
          <h1 id="hero-title" className="hero__title">
            Beautiful, printable <RotatingWord /> for the lessons you teach
          </h1>
          <p className="hero__lead">
            Describe what you need and FaithCraft creates a print-ready teaching image with AI in about 30 seconds. Keep
            it in your library, print it, or share it digitally.
          </p>
          {signedInName ? (
            <div className="hero__actions">
              <ButtonLink to="/generator" size="lg">
                Create Content <ArrowRightIcon size={18} />
              </ButtonLink>
              <ButtonLink to="/marketplace" size="lg" variant="secondary">
                Browse Examples
              </ButtonLink>
            </div>
          ) : (
            <>
              <div className="hero__actions">
                <ButtonLink to="/subscribe" size="lg">
                  Start Creating Free <ArrowRightIcon size={18} />
                </ButtonLink>
                <ButtonLink to="/marketplace" size="lg" variant="secondary">
                  Browse Examples
                </ButtonLink>
              </div>
              <ul className="hero__assurances">
                <li>
                  <CheckIcon size={16} /> 5 free creations
                </li>
                <li>
                  <CheckIcon size={16} /> No credit card
                </li>
                <li>
                  <CheckIcon size={16} /> Setup in under 60 seconds
                </li>
              </ul>
            </>
          )}
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
