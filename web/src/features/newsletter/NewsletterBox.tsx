import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, messageFromError, useToast } from '@faithcraft/ui';
import { graphql } from '../../__generated__';
import { track } from '../../lib/analytics';

const SubscribeToNewsletterMutation = graphql(`
  mutation SubscribeToNewsletter($email: String!, $name: String) {
    subscribeToNewsletter(email: $email, name: $name) {
      success
      message
    }
  }
`);

const FALLBACK_MESSAGE = 'Your sign-up could not be sent. Please try again.';

/**
 * The landing page's and blog's newsletter box: subscribes the address to the default list (double
 * opt-in: the server mails a confirmation link) and shows the server's own answer.
 */
export function NewsletterBox({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const toast = useToast();
  const inputId = useId();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [subscribe, { loading }] = useMutation(SubscribeToNewsletterMutation);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    try {
      const { data } = await subscribe({ variables: { email: email.trim() } });
      const result = data?.subscribeToNewsletter;
      if (result?.success) {
        // Spec 000 §7: e-mail signup with the default label newsletter (the address itself is not sent).
        track('email_signup', { event_category: 'engagement', event_label: 'newsletter' });
        toast({ variant: 'success', title: 'Almost there!', description: result.message });
        setEmail('');
        return;
      }
      toast({ variant: 'error', title: 'Not subscribed', description: result?.message || FALLBACK_MESSAGE });
    } catch (error) {
      toast({ variant: 'error', title: 'Not subscribed', description: messageFromError(error, FALLBACK_MESSAGE) });
    }
  }

  return (
    <section className="newsletter" aria-labelledby={titleId}>
      <Heading id={titleId}>Get teaching ideas in your inbox</Heading>
      <p>New lesson ideas, printable activities and teaching tips, once a month.</p>
      <form className="newsletter__form" aria-label="Newsletter sign-up" onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={inputId} className="visually-hidden">
          Email address
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          maxLength={254}
          className="field__input"
          placeholder="Enter your email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" pending={loading}>
          Subscribe
        </Button>
      </form>
    </section>
  );
}
