import { deleteMails, repliesGoTo, waitForMail } from '../../services/email/test/inbox';
import { ApiClient } from '../support/http';
import { unique } from '../support/kit';

const SUPPORT_INBOX = 'support@faithcraft.local';

describe('contact form through the gateway (POST /api/contact)', () => {
  const senders: string[] = [];
  const sender = () => {
    const s = `${unique('contact')}@example.com`;
    senders.push(s);
    return s;
  };

  afterAll(async () => {
    // Only this test's mails: the support inbox is shared.
    await deleteMails((m) => senders.some((s) => repliesGoTo(m, s)));
  });

  it('delivers the message to the support inbox with Reply-To the sender', async () => {
    const email = sender();
    const res = await new ApiClient().request('POST', '/api/contact', {
      firstName: 'Emma',
      lastName: 'Smith',
      email,
      subject: 'Technical Support',
      message: 'The PDF download of my flashcards is blank.',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: "Thanks! Your message has been sent. We'll reply within 24 hours on business days.",
    });
    const mail = await waitForMail((m) => repliesGoTo(m, email));
    expect(mail.to).toEqual([{ address: SUPPORT_INBOX, name: '' }]);
    expect(mail.subject).toBe('[Contact] Technical Support from Emma Smith');
    expect(mail.replyTo).toEqual([{ address: email, name: 'Emma Smith' }]);
    expect(mail.text).toContain('The PDF download of my flashcards is blank.');
  });

  it('answers 400 with the rule that failed, and 429 after five messages in an hour', async () => {
    const browser = new ApiClient();
    const email = sender();
    const bad = await browser.request('POST', '/api/contact', { email, subject: 'Hello', message: 'Hi' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message:
        'Please choose a subject: General Inquiry, Technical Support, Billing Question, Feature Request, Bug Report or Partnership Opportunity',
      errors: [
        {
          field: 'subject',
          message:
            'Please choose a subject: General Inquiry, Technical Support, Billing Question, Feature Request, Bug Report or Partnership Opportunity',
        },
      ],
    });
    const missing = await browser.request('POST', '/api/contact', {});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe('Please enter a valid email address');

    for (let i = 0; i < 5; i++) {
      const ok = await browser.request('POST', '/api/contact', { email, subject: 'Bug Report', message: `Bug ${i}` });
      expect(ok.status).toBe(200);
    }
    const limited = await browser.request('POST', '/api/contact', { email, subject: 'Bug Report', message: 'Bug 6' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(/sent several messages in a short time/);
  });

  it('refuses a cross-site post', async () => {
    const res = await new ApiClient().request(
      'POST',
      '/api/contact',
      { email: sender(), subject: 'Bug Report', message: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });
});
