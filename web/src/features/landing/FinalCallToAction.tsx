import { ButtonLink } from '@faithcraft/ui';

export function FinalCallToAction({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="page-section" aria-labelledby="cta-title">
      <div className="container">
        <div className="cta-band">
          <div>
            <h2 id="cta-title">Ready for Sunday&apos;s lesson?</h2>
            <p>
              {signedIn
                ? 'Open the generator and create something for your family or class.'
                : 'Start with 5 free creations. No credit card needed.'}
            </p>
          </div>
          <ButtonLink to={signedIn ? '/generator' : '/subscribe'} size="lg" variant="light">
            {signedIn ? 'Create Content' : 'Start Creating Free'}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
