import type { RestRoute } from './facade.js';
import { optionalText, text } from './facade.js';
import { Vocabularies, wireToEnum } from './wire-enums.js';

interface ContactPayload {
  ok: boolean;
  message: string;
  fieldErrors: { field: string; message: string }[];
  retryAfterSeconds: number | null;
}

/** The /contact form (spec 000 §2): 200 sent, 400 with what to correct, 429 when sent too often. */
export const contactRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/contact',
    operation: `mutation SendContactMessage($input: ContactMessageInput!) { sendContactMessage(input: $input) { ok message fieldErrors { field message } retryAfterSeconds } }`,
    variables: (req) => ({
      input: {
        firstName: optionalText(req, 'firstName'),
        lastName: optionalText(req, 'lastName'),
        email: text(req, 'email'),
        subject: wireToEnum(Vocabularies.contactSubject, text(req, 'subject')),
        message: text(req, 'message'),
      },
    }),
    reply: (data, req) => {
      const payload = data['sendContactMessage'] as ContactPayload;
      if (payload.ok) return { status: 200, body: { message: payload.message } };
      if (payload.retryAfterSeconds !== null) {
        req.res?.setHeader('Retry-After', String(payload.retryAfterSeconds));
        return { status: 429, body: { message: payload.message } };
      }
      return { status: 400, body: { message: payload.message, errors: payload.fieldErrors } };
    },
  },
];
