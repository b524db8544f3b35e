import { generatedCampaignName } from '../src/campaigns/campaign-service';
import { isoWeek, weeklyAt, dailyAt } from '../src/jobs/job-store';
import { metricText } from '../src/automations/automation-service';
import { serviceUrlOf } from '../src/resolvers/templates';
import { Personalizer, rewriteLinks } from '../src/sending/personalize';
import { Throttle, inParallel } from '../src/sending/throttle';
import { compileMjml } from '../src/templates/marketing/compile';
import { defaultTemplates } from '../src/templates/marketing/defaults';
import { fillSubject, fillVariables } from '../src/templates/marketing/variables';
import { MailTokens } from '../src/tracking/tokens';
import type { Suppressions } from '../src/audience/contract';

const values = {
  firstName: 'Ana <script>',
  remainingGenerations: 2,
  newImages: [{ title: 'Noah & the <Ark>', url: 'https://app.example/users/u1?a=1&b=2', imageUrl: null }],
  unsubscribeUrl: 'https://app.example/unsubscribe?token=a&b',
};

describe('marketing templates', () => {
  it('compiles all six default templates without MJML errors, with the variables in place', async () => {
    const templates = defaultTemplates('https://app.example/');
    expect(templates.map((t) => t.type)).toEqual([
      'welcome',
      'limit_warning',
      'weekly_digest',
      'new_user_trial',
      'family_plan_promo',
      'retention_campaign',
    ]);
    for (const t of templates) {
      const { html, errors } = await compileMjml(t.mjml);
      expect(errors).toEqual([]);
      expect(html).toContain('{{unsubscribeUrl}}');
      expect(html).toContain('https://app.example/');
    }
  });

  it('lists MJML errors instead of throwing', async () => {
    const { errors } = await compileMjml(
      '<mjml><mj-body><mj-section><mj-column><mj-nope/></mj-column></mj-section></mj-body></mjml>',
    );
    expect(errors.join()).toMatch(/mj-nope/);
  });

  it('escapes every value and renders the image list', () => {
    const html = fillVariables(
      '<p>Hi {{firstName}}, {{ remainingGenerations }} left</p>{{newImages}}<a href="{{unsubscribeUrl}}">x</a>{{unknown}}',
      values,
    );
    expect(html).toContain('Hi Ana &lt;script&gt;, 2 left');
    expect(html).toContain('Noah &amp; the &lt;Ark&gt;');
    expect(html).toContain('href="https://app.example/users/u1?a=1&amp;b=2"');
    expect(html).toContain('href="https://app.example/unsubscribe?token=a&amp;b"');
    expect(html).toContain('{{unknown}}');
    expect(fillVariables('{{firstName}}', { ...values, firstName: '  ' })).toBe('there');
    expect(fillSubject('Hi {{firstName}}', values)).toBe('Hi Ana <script>');
  });

  it('generates campaign names and https-prefixes a service URL', () => {
    expect(generatedCampaignName('Weekly Digest', new Date('2026-11-23T23:30:00Z'))).toBe(
      'Weekly Digest – Nov 23, 2026',
    );
    expect(serviceUrlOf('sendy.example.com')).toBe('https://sendy.example.com');
    expect(serviceUrlOf('http://sendy.local')).toBe('http://sendy.local');
    expect(serviceUrlOf('  ')).toBeNull();
  });
});

describe('tracking tokens and link rewriting', () => {
  const tokens = new MailTokens('secret-1');

  it('signs clicks and opens; a changed URL, mail or another key fails', () => {
    const t = tokens.click({ mailId: 'c1', key: 'u1', url: 'https://example.org/a' });
    expect(tokens.verifyClick(t)).toEqual({ mailId: 'c1', key: 'u1', url: 'https://example.org/a' });
    const [body, sig] = t.split('.');
    const forged = Buffer.from(JSON.stringify({ t: 'c', m: 'c1', k: 'u1', u: 'https://evil.example' })).toString(
      'base64url',
    );
    expect(tokens.verifyClick(`${forged}.${sig}`)).toBeNull();
    expect(new MailTokens('other').verifyClick(t)).toBeNull();
    expect(tokens.verifyOpen(t)).toBeNull();
    expect(tokens.verifyClick(`${body}`)).toBeNull();
    expect(tokens.verifyOpen(tokens.open({ mailId: 'c1', key: 'u1' }))).toEqual({ mailId: 'c1', key: 'u1' });
  });

  it('rewrites every http(s) link, decoding entities, and leaves other hrefs alone', () => {
    const html = rewriteLinks(
      '<a href="https://x.example/?a=1&amp;b=2">A</a> <a class="b" href=\'http://y.example\'>B</a> <a href="mailto:z@example.com">C</a>',
      (url) => `https://t/${encodeURIComponent(url)}`,
    );
    expect(html).toContain('href="https://t/https%3A%2F%2Fx.example%2F%3Fa%3D1%26b%3D2"');
    expect(html).toContain("href='https://t/http%3A%2F%2Fy.example'");
    expect(html).toContain('href="mailto:z@example.com"');
  });

  it('personalizes: tracked links, a direct unsubscribe link, a pixel and the one-click headers', () => {
    const suppressions: Suppressions = {
      isSuppressed: async () => false,
      unsubscribeToken: (email, listId) => `tok-${email}-${listId}`,
      unsubscribeWithToken: async () => true,
    };
    const p = new Personalizer('https://app.example/', tokens, suppressions, 'news@faithcraft.local');
    const mail = p.personalize(
      {
        mailId: 'c9',
        subject: 'Hi {{firstName}}',
        html: '<html><body><a href="https://example.org/x">X</a></body></html>',
        listId: 'l1',
        newImages: [],
      },
      { key: 'u1', email: 'ana@example.com', firstName: 'Ana', userId: 'u1', remainingGenerations: null },
    );
    expect(mail.subject).toBe('Hi Ana');
    expect(mail.html).not.toContain('https://example.org/x');
    const click = /href="https:\/\/app\.example\/mail\/c\/([^"]+)"/.exec(mail.html)![1]!;
    expect(tokens.verifyClick(click)).toEqual({ mailId: 'c9', key: 'u1', url: 'https://example.org/x' });
    expect(mail.html).toContain('href="https://app.example/unsubscribe?token=tok-ana%40example.com-l1"');
    expect(mail.html).toMatch(/<img src="https:\/\/app\.example\/mail\/o\/[^"]+"[^>]*><\/body>/);
    expect(mail.headers).toEqual({
      'List-Unsubscribe':
        '<https://app.example/mail/unsubscribe/one-click?token=tok-ana%40example.com-l1>, <mailto:news@faithcraft.local?subject=unsubscribe>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain('Unsubscribe');
  });
});

describe('throttle and schedules', () => {
  it('spaces calls at the rate across concurrent callers', async () => {
    let clock = 0;
    const waits: number[] = [];
    const throttle = new Throttle(
      100,
      () => clock,
      async (ms) => {
        waits.push(ms);
      },
    );
    await Promise.all(Array.from({ length: 5 }, () => throttle.take()));
    expect(waits).toEqual([10, 20, 30, 40]);
    clock = 1000;
    waits.length = 0;
    await throttle.take();
    expect(waits).toEqual([]);
  });

  it('runs at most `limit` in parallel and keeps the order of results', async () => {
    let inFlight = 0;
    let peak = 0;
    const out = await inParallel([1, 2, 3, 4, 5, 6], 2, async (n) => {
      peak = Math.max(peak, ++inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return n * 2;
    });
    expect(out).toEqual([2, 4, 6, 8, 10, 12]);
    expect(peak).toBe(2);
  });

  it('keys runs by ISO week and day, due from their hour', () => {
    expect(isoWeek(new Date('2026-11-23T10:00:00Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2027-01-01T10:00:00Z'))).toBe('2026-W53');
    const digest = weeklyAt('weekly-digest', 1, 9);
    expect(digest(new Date('2026-11-23T08:59:00Z'))).toBeNull();
    expect(digest(new Date('2026-11-23T09:00:00Z'))).toBe('weekly-digest:2026-W48');
    expect(digest(new Date('2026-11-29T23:00:00Z'))).toBe('weekly-digest:2026-W48');
    expect(dailyAt('trial', 10)(new Date('2026-11-23T11:00:00Z'))).toBe('trial:2026-11-23');
    expect(metricText(312, 128)).toBe('312 sent · 41% opened');
    expect(metricText(0, 0)).toBe('No mails sent yet');
  });
});
