import { renderContactMessage } from '../src/templates/contact-message';
import { escapeHtml } from '../src/templates/layout';
import { isTransactionalTemplate, renderTransactional } from '../src/templates/transactional';

describe('transactional templates', () => {
  it('renders the password reset with the link as a button and written out, data escaped', () => {
    const r = renderTransactional('password-reset', {
      firstName: '<script>alert(1)</script>',
      resetUrl: 'https://app.example/reset-password?token=t"1&a=<b>',
      expiresInMinutes: 30,
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.mail.subject).toBe('Reset your FaithCraft password');
    expect(r.mail.html).not.toContain('<script>');
    expect(r.mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    const href = 'href="https://app.example/reset-password?token=t&quot;1&amp;a=&lt;b&gt;"';
    expect(r.mail.html.split(href)).toHaveLength(3); // button and visible link
    expect(r.mail.text).toContain('https://app.example/reset-password?token=t"1&a=<b>');
    expect(r.mail.text).toContain('expires in 30 minutes');
  });

  it('greets without a name and words hours', () => {
    const r = renderTransactional('password-reset', { resetUrl: 'http://localhost:4000/r?t=1', expiresInMinutes: 120 });
    expect(r.ok && r.mail.text.startsWith('Hi,\n')).toBe(true);
    expect(r.ok && r.mail.text).toContain('expires in 2 hours');
  });

  it('names what is wrong with the data', () => {
    expect(renderTransactional('password-reset', { resetUrl: 'ftp://x.example/a', expiresInMinutes: 0 })).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^Invalid data for template password-reset: resetUrl: must be an http\(s\) URL; expiresInMinutes/,
      ),
    });
  });

  it('knows only its own templates (no prototype keys)', () => {
    expect(isTransactionalTemplate('password-reset')).toBe(true);
    expect(isTransactionalTemplate('toString')).toBe(false);
    expect(isTransactionalTemplate('welcome')).toBe(false);
  });
});

describe('contact message to support', () => {
  it('escapes everything the sender wrote', () => {
    const mail = renderContactMessage({
      firstName: '<img src=x>',
      lastName: null,
      email: 'a@b.co',
      subject: 'General Inquiry',
      message: '<a href="evil">click</a>\nbye',
    });
    expect(mail.html).not.toMatch(/<img|<a href="evil"/);
    expect(mail.html).toContain(escapeHtml('<a href="evil">click</a>') + '<br>bye');
    expect(mail.subject).toBe('[Contact] General Inquiry from <img src=x>');
  });
});
