import { useId, useState, type FormEvent } from 'react';
import { Button, useToast } from '@faithcraft/ui';
import { track } from '../../lib/analytics';

/**
 * Newsletter box. Sign-up is not open yet, so submitting says so honestly instead of pretending the
 * address was stored; nothing is sent anywhere.
 */
export function NewsletterBox() {
  const toast = useToast();
  const inputId = useId();
  const [email, setEmail] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec 000 §7: e-mail signup with the default label newsletter (the address itself is not sent).
    track('email_signup', { event_category: 'engagement', event_label: 'newsletter' });
    toast({
      variant: 'info',
      title: 'Thanks! Newsletter sign-up opens soon.',
      description: "We haven't saved your address. Check back here to subscribe once it's ready.",
    });
    setEmail('');
  }

  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Get teaching ideas in your inbox</h2>
      <p>New lesson ideas, printable activities and teaching tips, once a month.</p>
      <form className="newsletter__form" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Email address
        </label>
        <input
          id={inputId}
          type="email"
          className="field__input"
          placeholder="Enter your email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit">Subscribe</Button>
      </form>
    </section>
  );
}
