import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CONTACT_SUBJECTS, graphqlEnumName } from '@faithcraft/validation';
import { graphql } from '../../__generated__';
import type { ContactSubject } from '../../__generated__/graphql';
import { Button, messageFromError, SelectField, TextAreaField, TextField, useToast } from '@faithcraft/ui';

const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      ok
      message
    }
  }
`);

const EMPTY = { firstName: '', lastName: '', email: '', subject: '', message: '' };
const FALLBACK_MESSAGE = 'Your message could not be sent. Please try again or e-mail us directly.';

/** Sends a message to the support inbox; the server validates and answers with its own text. */
export function ContactForm() {
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [send, { loading }] = useMutation(SendContactMessageMutation);

  const bind = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const input = {
      firstName: values.firstName.trim() || null,
      lastName: values.lastName.trim() || null,
      email: values.email.trim(),
      // The select shows the spec's texts; the API takes the ContactSubject enum ('Bug Report' → BUG_REPORT).
      subject: values.subject ? (graphqlEnumName(values.subject) as ContactSubject) : null,
      message: values.message.trim(),
    };
    try {
      const { data } = await send({ variables: { input } });
      const result = data?.sendContactMessage;
      if (result?.ok) {
        toast({ variant: 'success', title: 'Message Sent', description: result.message });
        setValues(EMPTY);
        return;
      }
      toast({ variant: 'error', title: 'Error', description: result?.message || FALLBACK_MESSAGE });
    } catch (error) {
      toast({ variant: 'error', title: 'Error', description: messageFromError(error, FALLBACK_MESSAGE) });
    }
  }

  return (
    <form className="contact-form" aria-label="Send us a message" onSubmit={(event) => void onSubmit(event)}>
      <div className="form-row">
        <TextField label="First Name" autoComplete="given-name" maxLength={100} {...bind('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" maxLength={100} {...bind('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" required maxLength={254} {...bind('email')} />
      <SelectField
        label="Subject"
        options={CONTACT_SUBJECTS}
        placeholder="Choose a subject"
        required
        {...bind('subject')}
      />
      <TextAreaField label="Message" rows={6} required maxLength={5000} {...bind('message')} />
      <Button type="submit" size="lg" pending={loading}>
        Send Message
      </Button>
    </form>
  );
}
