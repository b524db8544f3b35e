import { IDENTITY_HEADER, Topics, createEvent, signIdentity } from '@faithcraft/lib';
import mongoose from 'mongoose';
import { testKafka, testSettings, unique, waitFor } from '../../../test/support/kit';
import { startUsersSessionsDouble, type UsersSessionsDouble } from '../../../test/support/users-sessions';
import { deleteMailsTo, mailsTo, waitForMails, type InboxMail } from './inbox';
import { sendingEnvironment, sendingTestService } from './support/sending-service';

const SECRET = 'int-test-internal-secret-0123456789';
jest.setTimeout(120_000);

type Running = Awaited<ReturnType<typeof sendingTestService.start>>;

describe('marketing campaigns against the real SMTP inbox, database and Kafka', () => {
  const dbName = unique('email_sending');
  const addresses: string[] = [];
  let users: UsersSessionsDouble;
  let service: Running;
  let base: string;
  const admin = { [IDENTITY_HEADER]: signIdentity({ userId: 'admin-1', role: 'admin', sessionId: 'sa' }, SECRET) };

  const person = (prefix: string, firstName: string | null = 'Ruth') => {
    const email = `${unique(prefix)}@example.com`;
    addresses.push(email);
    return { key: `sub:${email}`, email, firstName, userId: null, remainingGenerations: 3 };
  };

  const graphql = async <T = Record<string, unknown>>(
    query: string,
    variables: object = {},
    headers: Record<string, string> = admin,
  ) => {
    const res = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  };

  const CREATE = `mutation ($input: EmailCampaignInput!) { createEmailCampaign(input: $input) { success message campaignId campaign { status audienceLabel } } }`;
  const SEND = `mutation ($id: ID!) { sendEmailCampaign(id: $id) { success message campaign { status } } }`;
  const CAMPAIGN = `query ($id: ID!) { emailCampaign(id: $id) { status progress { total sent failed skipped } stats { sent opens uniqueOpens clicks } } }`;

  type CampaignView = {
    status: string;
    progress: { total: number; sent: number; failed: number; skipped: number };
    stats: { opens: number; uniqueOpens: number; clicks: number };
  };

  const createAndSend = async (listId: string, html: string, name = unique('Campaign')) => {
    const created = await graphql<{ createEmailCampaign: { success: boolean; campaignId: string } }>(CREATE, {
      input: { name, subject: 'News for {{firstName}}', html, listId },
    });
    const id = created.data!.createEmailCampaign.campaignId;
    const sent = await graphql<{ sendEmailCampaign: { success: boolean } }>(SEND, { id });
    expect(sent.data!.sendEmailCampaign.success).toBe(true);
    const done = await waitFor(
      async () => {
        const c = (await graphql<{ emailCampaign: CampaignView }>(CAMPAIGN, { id })).data!.emailCampaign;
        return c.status === 'SENT' ? c : undefined;
      },
      60_000,
      'the campaign to finish',
    );
    return { id, done };
  };

  beforeAll(async () => {
    users = await startUsersSessionsDouble(SECRET);
    users.sessions.set('sa', { userId: 'admin-1', role: 'admin' });
    users.sessions.set('su', { userId: 'user-1', role: 'user' });
    service = await sendingTestService.start(sendingEnvironment(dbName, users.url, SECRET));
    base = service.url.replace(/\/graphql$/, '');
  });

  afterAll(async () => {
    await service?.stop();
    await users?.close();
    for (const a of addresses) await deleteMailsTo(a);
    const db = await mongoose.createConnection(testSettings().mongoUrl, { dbName }).asPromise();
    await db.dropDatabase();
    await db.close();
  });

  it('mails a list once per recipient with the one-click headers and a body unsubscribe link; the next campaign skips the unsubscribed', async () => {
    const listId = unique('list');
    const ana = person('ana', 'Ana <b>');
    const ben = person('ben', null);
    const cy = person('cy');
    await service.audience.addMembers(listId, [ana, ben, cy]);

    const { done } = await createAndSend(
      listId,
      '<p>Hello {{firstName}}</p><a href="https://example.org/a?x=1&amp;y=2">Read</a>',
    );
    expect(done.progress).toEqual({ total: 3, sent: 3, failed: 0, skipped: 0 });

    for (const p of [ana, ben, cy]) {
      const mails = await waitForMails(p.email, 1);
      await new Promise((r) => setTimeout(r, 300));
      expect(await mailsTo(p.email)).toHaveLength(1);
      const [mail] = mails as [InboxMail];
      expect(mail.from[0]).toMatchObject({ address: 'news@faithcraft.local', name: 'FaithCraft' });
      expect(mail.headers['list-unsubscribe']).toMatch(
        /^<http:\/\/localhost:4000\/mail\/unsubscribe\/one-click\?token=[^>]+>, <mailto:news@faithcraft\.local\?subject=unsubscribe>$/,
      );
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.html).toMatch(/href="http:\/\/localhost:4000\/unsubscribe\?token=[^"]+"/);
      expect(mail.html).toContain('/mail/o/');
      expect(mail.html).not.toContain('https://example.org/a');
    }
    const anaMail = (await mailsTo(ana.email))[0]!;
    expect(anaMail.subject).toBe('News for Ana <b>');
    expect(anaMail.html).toContain('Hello Ana &lt;b&gt;');
    expect((await mailsTo(ben.email))[0]!.html).toContain('Hello there');

    // One-click unsubscribe (RFC 8058: a POST without session or Origin) takes effect at once.
    const oneClick = /<(http:[^>]+)>/
      .exec(anaMail.headers['list-unsubscribe']!)![1]!
      .replace('http://localhost:4000', base);
    const unsub = await fetch(oneClick, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsub.status).toBe(200);
    expect((await fetch(`${base}/mail/unsubscribe/one-click?token=forged.token`, { method: 'POST' })).status).toBe(400);

    // Ben is suppressed from all marketing mail (e.g. blocklisted): the engine skips him at send time.
    expect(await service.audience.unsubscribeWithToken(service.audience.unsubscribeToken(ben.email, null))).toBe(true);

    const second = await createAndSend(listId, '<p>Second {{firstName}}</p>');
    expect(second.done.progress).toEqual({ total: 2, sent: 1, failed: 0, skipped: 1 });
    await waitForMails(cy.email, 2);
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo(ana.email)).toHaveLength(1);
    expect(await mailsTo(ben.email)).toHaveLength(1);
  });

  it('counts opens and redirects a click only to a link of that mail', async () => {
    const listId = unique('list');
    const dee = person('dee');
    await service.audience.addMembers(listId, [dee]);
    const { id } = await createAndSend(listId, '<a href="https://example.org/story?a=1&amp;b=2">Story</a>');
    const [mail] = await waitForMails(dee.email, 1);

    const pixel = /src="http:\/\/localhost:4000(\/mail\/o\/[^"]+)"/.exec(mail!.html)![1]!;
    for (let i = 0; i < 2; i++) {
      const res = await fetch(base + pixel);
      expect(res.headers.get('content-type')).toBe('image/gif');
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(30);
    }
    const click = /href="http:\/\/localhost:4000(\/mail\/c\/[^"]+)"/.exec(mail!.html)![1]!;
    const redirect = await fetch(base + click, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('https://example.org/story?a=1&b=2');

    // A token re-signed with another URL, or a garbage one, goes nowhere.
    const [body, sig] = click.replace('/mail/c/', '').split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, string>;
    const foreign = Buffer.from(JSON.stringify({ ...payload, u: 'https://evil.example/' })).toString('base64url');
    expect((await fetch(`${base}/mail/c/${foreign}.${sig}`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${base}/mail/c/nonsense`, { redirect: 'manual' })).status).toBe(404);

    const stats = await waitFor(
      async () => {
        const c = (await graphql<{ emailCampaign: CampaignView }>(CAMPAIGN, { id })).data!.emailCampaign;
        return c.stats.opens === 2 ? c.stats : undefined;
      },
      10_000,
      'opens counted',
    );
    expect(stats).toMatchObject({ opens: 2, uniqueOpens: 1, clicks: 1 });
  });

  it('answers the spec texts for bad input, generates names, and refuses non-admins', async () => {
    const missing = await graphql<{ createEmailCampaign: { success: boolean; message: string } }>(CREATE, {
      input: { name: 'x', subject: ' ', html: '<p>x</p>' },
    });
    expect(missing.data!.createEmailCampaign).toMatchObject({
      success: false,
      message: 'Name, subject, and HTML content are required',
    });
    const FROM_TEMPLATE = `mutation ($input: EmailCampaignFromTemplateInput!) { createEmailCampaignFromTemplate(input: $input) { success message campaign { name status templateType audienceLabel subject } } }`;
    const noTemplate = await graphql<{ createEmailCampaignFromTemplate: { success: boolean; message: string } }>(
      FROM_TEMPLATE,
      { input: {} },
    );
    expect(noTemplate.data!.createEmailCampaignFromTemplate).toMatchObject({
      success: false,
      message: 'Please select a template',
    });
    const fromTemplate = await graphql<{
      createEmailCampaignFromTemplate: { success: boolean; campaign: Record<string, string> };
    }>(FROM_TEMPLATE, {
      input: { templateType: 'WEEKLY_DIGEST', campaignName: '  ' },
    });
    expect(fromTemplate.data!.createEmailCampaignFromTemplate.campaign).toMatchObject({
      status: 'DRAFT',
      templateType: 'WEEKLY_DIGEST',
      audienceLabel: 'List default',
      subject: 'This week on FaithCraft',
    });
    expect(fromTemplate.data!.createEmailCampaignFromTemplate.campaign['name']).toMatch(
      /^Weekly Digest – [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );

    const init = await graphql<{ initializeEmailTemplates: { success: boolean; message: string } }>(`
      mutation {
        initializeEmailTemplates {
          success
          message
        }
      }
    `);
    // The template used above created all six already.
    expect(init.data!.initializeEmailTemplates).toEqual({
      success: true,
      message: 'All 6 templates are already initialized',
    });
    const templates = await graphql<{ emailTemplates: { id: string; type: string }[] }>(`
      {
        emailTemplates {
          id
          type
        }
      }
    `);
    expect(templates.data!.emailTemplates.map((t) => `${t.id}:${t.type}`)).toEqual([
      '1:WELCOME',
      '2:LIMIT_WARNING',
      '3:WEEKLY_DIGEST',
      '4:NEW_USER_TRIAL',
      '5:FAMILY_PLAN_PROMO',
      '6:RETENTION_CAMPAIGN',
    ]);
    const preview = await graphql<{ renderEmailTemplate: { html: string; errors: string[] } }>(
      `
        query ($m: String!) {
          renderEmailTemplate(mjml: $m) {
            html
            errors
          }
        }
      `,
      {
        m: '<mjml><mj-body><mj-section><mj-column><mj-bogus>x</mj-bogus></mj-column></mj-section></mj-body></mjml>',
      },
    );
    expect(preview.data!.renderEmailTemplate.errors.join(' ')).toMatch(/mj-bogus/);

    const forbidden = await graphql(
      `
        {
          emailCampaigns {
            id
          }
        }
      `,
      {},
      { [IDENTITY_HEADER]: signIdentity({ userId: 'user-1', role: 'user', sessionId: 'su' }, SECRET) },
    );
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('edits templates with MJML checks, sends test mails to the admin, runs quick actions and reports automations and analytics', async () => {
    const UPDATE = `mutation ($type: EmailTemplateType!, $input: EmailTemplateInput!) { updateEmailTemplate(type: $type, input: $input) { success message template { id subject mjml } } }`;
    const bad = await graphql<{ updateEmailTemplate: { success: boolean; message: string } }>(UPDATE, {
      type: 'WELCOME',
      input: {
        subject: 'Hi',
        mjml: '<mjml><mj-body><mj-section><mj-column><mj-nope/></mj-column></mj-section></mj-body></mjml>',
      },
    });
    expect(bad.data!.updateEmailTemplate.success).toBe(false);
    expect(bad.data!.updateEmailTemplate.message).toMatch(/^The template has MJML errors: .*mj-nope/);
    const mjml =
      '<mjml><mj-body><mj-section><mj-column><mj-text>Edited for {{firstName}}</mj-text></mj-column></mj-section></mj-body></mjml>';
    const good = await graphql<{
      updateEmailTemplate: { success: boolean; template: { id: string; subject: string } };
    }>(UPDATE, {
      type: 'RETENTION_CAMPAIGN',
      input: { subject: 'Edited retention', mjml },
    });
    expect(good.data!.updateEmailTemplate).toMatchObject({
      success: true,
      template: { id: '6', subject: 'Edited retention' },
    });
    const content = await graphql<{
      emailTemplateContent: { success: boolean; content: { subject: string; html: string } };
    }>(`
      {
        emailTemplateContent(type: RETENTION_CAMPAIGN) {
          success
          content {
            subject
            html
          }
        }
      }
    `);
    expect(content.data!.emailTemplateContent.content.subject).toBe('Edited retention');
    expect(content.data!.emailTemplateContent.content.html).toContain('Edited for {{firstName}}');

    // The test send goes to the signed-in admin's own address.
    const TEST = `mutation { sendTestTemplateEmail(type: RETENTION_CAMPAIGN) { success message } }`;
    expect(
      (await graphql<{ sendTestTemplateEmail: { success: boolean } }>(TEST)).data!.sendTestTemplateEmail.success,
    ).toBe(false);
    const adminEmail = `${unique('admin')}@example.com`;
    addresses.push(adminEmail);
    await service.audience.addMembers('members', [
      { key: 'admin-1', email: adminEmail, firstName: 'Deborah', userId: 'admin-1', remainingGenerations: 5 },
    ]);
    const sent = await graphql<{ sendTestTemplateEmail: { success: boolean; message: string } }>(TEST);
    expect(sent.data!.sendTestTemplateEmail).toEqual({ success: true, message: `Test e-mail sent to ${adminEmail}` });
    const [testMail] = await waitForMails(adminEmail, 1);
    expect(testMail!.subject).toBe('[Test] Edited retention');
    expect(testMail!.html).toContain('Edited for Deborah');

    // Quick action: the welcome template to New Visitors, created and started at once.
    const visitor = person('visitor', 'Eve');
    await service.audience.addMembers('segment:newVisitors', [visitor]);
    const quick = await graphql<{ runEmailQuickAction: { success: boolean; message: string } }>(`
      mutation {
        runEmailQuickAction(action: START_WELCOME_CAMPAIGN) {
          success
          message
        }
      }
    `);
    expect(quick.data!.runEmailQuickAction.success).toBe(true);
    expect(quick.data!.runEmailQuickAction.message).toMatch(
      /^“Welcome – .*” is sending to Segment newVisitors \(1 recipients\)$/,
    );
    const [welcome] = await waitForMails(visitor.email, 1);
    expect(welcome!.subject).toBe('Welcome to FaithCraft, Eve!');

    const automationsView = await graphql<{
      emailAutomations: { id: string; status: string; metric: string; templateType: string }[];
    }>(`
      {
        emailAutomations {
          id
          status
          metric
          templateType
        }
      }
    `);
    expect(automationsView.data!.emailAutomations.map((a) => a.id)).toEqual([
      'welcome',
      'limit-warning',
      'weekly-digest',
      'new-user-trial',
      'retention',
    ]);
    const paused = await graphql<{ setEmailAutomationStatus: { success: boolean; message: string } }>(`
      mutation {
        setEmailAutomationStatus(id: "retention", status: ACTIVE) {
          success
          message
        }
      }
    `);
    expect(paused.data!.setEmailAutomationStatus).toEqual({ success: true, message: 'Retention Campaign is active' });

    const analytics = await graphql<{
      emailAnalytics: {
        openRate: number;
        campaignPerformance: { name: string; sent: number }[];
        externalServices: { email: { totalSent: number } };
      };
    }>(`
      {
        emailAnalytics {
          openRate
          campaignPerformance {
            name
            sent
          }
          externalServices {
            email {
              totalSent
            }
          }
        }
      }
    `);
    const figures = analytics.data!.emailAnalytics;
    expect(figures.campaignPerformance.some((c) => c.name.startsWith('Welcome – ') && c.sent === 1)).toBe(true);
    expect(figures.externalServices.email.totalSent).toBe(figures.campaignPerformance.reduce((n, c) => n + c.sent, 0));
  });

  it('welcomes a new member once from UserSignedUp.v1 (the welcome automation)', async () => {
    await waitFor(async () => (await fetch(`${base}/readyz`)).ok, 30_000, 'consumers ready');
    const email = `${unique('welcome')}@example.com`;
    addresses.push(email);
    const userId = unique('user');
    const event = createEvent({
      source: '/faithcraft/users',
      type: 'UserSignedUp.v1',
      subject: userId,
      data: { userId, email, firstName: 'Lydia', lastName: null, role: 'user', createdAt: new Date().toISOString() },
    });
    const producer = testKafka().producer();
    await producer.connect();
    // The same event twice (a redelivery): still one welcome.
    await producer.send({ topic: Topics.users, messages: [{ key: userId, value: JSON.stringify(event) }] });
    await producer.send({
      topic: Topics.users,
      messages: [{ key: userId, value: JSON.stringify({ ...event, id: `${event.id}-again` }) }],
    });
    await producer.disconnect();
    const [mail] = await waitForMails(email, 1, 30_000);
    expect(mail!.subject).toBe('Welcome to FaithCraft, Lydia!');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
