// Reads the development SMTP server's inbox (maildev's REST API). The inbox is shared by every
// test run, so tests always look for mails to their own unique addresses.
import { testSettings } from '../../../test/support/kit';

export interface InboxAddress {
  address: string;
  name: string;
}

export interface InboxMail {
  id: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  from: InboxAddress[];
  to: InboxAddress[];
  replyTo?: InboxAddress[];
  calculatedBcc?: InboxAddress[];
}

export const inboxUrl = (): string => testSettings().inboxUrl;

export async function allMails(): Promise<InboxMail[]> {
  const res = await fetch(`${inboxUrl()}/email`);
  if (!res.ok) throw new Error(`inbox answered ${res.status}`);
  return (await res.json()) as InboxMail[];
}

export async function mailsTo(address: string): Promise<InboxMail[]> {
  return (await allMails()).filter((m) => (m.to ?? []).some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

export const repliesGoTo = (m: InboxMail, address: string): boolean =>
  (m.replyTo ?? []).some((r) => r.address.toLowerCase() === address.toLowerCase());

/** Waits for the first mail `match` accepts (e.g. the one whose Reply-To is this test's sender). */
export async function waitForMail(match: (m: InboxMail) => boolean, timeoutMs = 20_000): Promise<InboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await allMails()).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('expected mail did not arrive');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Removes the mails `match` selects (this test's own), so the shared inbox does not grow without bound. */
export async function deleteMails(match: (m: InboxMail) => boolean): Promise<void> {
  for (const m of (await allMails()).filter(match)) await fetch(`${inboxUrl()}/email/${m.id}`, { method: 'DELETE' });
}

/** Waits until `count` mails to `address` have arrived and returns them. */
export async function waitForMails(address: string, count = 1, timeoutMs = 20_000): Promise<InboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${address}, found ${mails.length}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const deleteMailsTo = (address: string): Promise<void> =>
  deleteMails((m) => (m.to ?? []).some((t) => t.address.toLowerCase() === address.toLowerCase()));
