// First-party analytics in Chromium: page views and the spec's product events (000 §2, §7) reach
// faithcraft.web-analytics.v1 through POST /api/events, all under one anonymous visitor id that
// survives signing up, with the user's id once signed in.
import { Topics, parseEnvelope, type VisitorEventV1 } from '@faithcraft/lib';
import { pagePerTest, signUpInBrowser, toastText } from '../support/browser';
import { readTopic, waitFor } from '../support/kit';

jest.setTimeout(120_000);

const visitorEvents = async (match: (e: VisitorEventV1) => boolean): Promise<VisitorEventV1[]> =>
  (await readTopic(Topics.webAnalytics)).map((m) => parseEnvelope(m.value) as VisitorEventV1).filter(match);

describe('web analytics in Chromium', () => {
  const currentPage = pagePerTest();

  it('sends page views and a generation under one stable visitor id, with the user once signed in', async () => {
    const page = currentPage();
    await page.goto('/');
    await page.getByTestId('showcase-card').first().waitFor();
    await page.getByRole('link', { name: 'Browse Examples' }).click();
    await page.waitForURL('**/marketplace');
    await page.getByRole('heading', { name: 'Marketplace' }).waitFor();

    await signUpInBrowser(page);
    await page.getByRole('heading', { name: 'Create Content' }).waitFor();
    await page.getByRole('radio', { name: 'Poster', exact: true }).check();
    await page.getByLabel("Describe what you'd like to create").fill('A poster that says Be Kind with a heart');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await toastText(page, 'Generation Started!').waitFor();
    // Leaving the page sends what is still queued with sendBeacon.
    await page.goto('/about');

    const cookies = await page.context().cookies();
    const visitor = cookies.find((c) => c.name === 'fc_vid');
    expect(visitor).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const visitorId = visitor!.value;

    const events = await waitFor(
      async () => {
        const found = await visitorEvents((e) => e.data.visitorId === visitorId);
        const names = found.map((e) => e.data.name);
        return names.includes('content_generation') && names.includes('free_account_signup') && found;
      },
      45_000,
      'the visitor events on the topic',
    );
    const views = events.filter((e) => e.data.name === 'page_view').map((e) => e.data.path);
    expect(views).toEqual(expect.arrayContaining(['/', '/marketplace', '/subscribe', '/generator']));

    const signUp = events.find((e) => e.data.name === 'free_account_signup')!;
    const userId = signUp.data.userId;
    expect(userId).toEqual(expect.any(String));
    const generation = events.find((e) => e.data.name === 'content_generation')!;
    expect(generation.data).toMatchObject({
      userId,
      path: '/generator',
      params: { event_category: 'ai_content', content_type: 'poster', category: 'general' },
    });
    expect(events.find((e) => e.data.name === 'prompt_category')!.data.params).toEqual({
      event_category: 'ai_content',
      event_label: 'general',
    });
    // Signed out on '/', the same visitor; every event of this user carries that one visitor id.
    expect(events.find((e) => e.data.name === 'page_view' && e.data.path === '/')!.data.userId).toBeNull();
    const byUser = await visitorEvents((e) => e.data.userId === userId);
    expect(new Set(byUser.map((e) => e.data.visitorId))).toEqual(new Set([visitorId]));
  });
});
