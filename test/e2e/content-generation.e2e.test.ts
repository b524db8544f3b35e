import { PDFDocument } from 'pdf-lib';
import { asAdmin, signUp } from '../support/flow';
import { ApiClient } from '../support/http';
import { Topics, createEvent } from '@faithcraft/lib';
import { testKafka, unique, waitFor } from '../support/kit';
import { completedImage, pendingImage, type ImageJson } from '../support/seed';

const signedUp = async (): Promise<ApiClient> => (await signUp()).client;

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('content through the gateway: generate, library, downloads and access', () => {
  it('generates an image, shows it in the library when done, and downloads PNG, JPG and PDF (Letter)', async () => {
    const owner = await signedUp();
    // A coloring page of "Joseph Smith in the Sacred Grove" for Primary, cartoon style.
    const pending = await pendingImage(owner);
    // The API's enums (PRIMARY, COLORING) show as the spec's lowercase values on the REST wire.
    expect(pending).toMatchObject({
      generationStatus: 'pending',
      imageUrl: null,
      isPublic: false,
      category: 'primary',
      contentType: 'coloring',
    });

    const done = await completedImage(owner, pending.id);
    expect(done.imageUrl).toBe(`/media/images/${pending.id}.png`);
    // The users service charges the free generation once the image exists (ImageGenerated.v1).
    await waitFor(
      async () =>
        ((await (await owner.request('GET', '/api/auth/user')).json()) as { freeGenerationsUsed: number })
          .freeGenerationsUsed === 1,
      30_000,
      'the generation to be charged',
    );

    const png = await owner.request('GET', done.imageUrl!);
    expect(png.status).toBe(200);
    expect((await bytes(png)).subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const thumb = await owner.request('GET', done.thumbnailUrl!);
    expect((await bytes(thumb)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const files: Record<string, Buffer> = {};
    for (const format of ['png', 'jpg', 'pdf']) {
      const res = await owner.request('GET', `/api/images/${pending.id}/download/${format}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(new RegExp(`attachment; filename="[\\w-]+\\.${format}"`));
      files[format] = await bytes(res);
    }
    expect(files['png']!.subarray(1, 4).toString()).toBe('PNG');
    expect(files['jpg']!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(files['pdf']!.subarray(0, 4).toString()).toBe('%PDF');
    const page = (await PDFDocument.load(files['pdf']!)).getPage(0).getSize();
    expect([Math.round(page.width), Math.round(page.height)]).toEqual([612, 792]);

    const downloads = (await (await owner.request('GET', '/api/downloads/my')).json()) as {
      format: string;
      image: { id: string; title: string };
    }[];
    expect(downloads.map((d) => d.format)).toEqual(['pdf', 'jpg', 'png']);
    expect(downloads[0]!.image).toMatchObject({ id: pending.id, title: done.title, contentType: 'coloring' });

    // Someone else: a private image does not exist for them; a signed-out visitor must log in.
    const stranger = await signedUp();
    expect((await stranger.request('GET', `/api/images/${pending.id}/download/png`)).status).toBe(404);
    expect((await stranger.request('GET', `/media/images/${pending.id}.png`)).status).toBe(404);
    const anonymous = await new ApiClient().request('GET', `/api/images/${pending.id}/download/png`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Unauthorized' });

    // Published at the default price: visible in the marketplace, but a purchase is needed to download.
    const published = await owner.request('PATCH', `/api/images/${pending.id}/publish`, {
      isPublic: true,
      isForSale: true,
      price: 2.99,
    });
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ isPublic: true, isForSale: true, price: 2.99, priceCents: 299 });
    const market = (await (
      await new ApiClient().request('GET', '/api/images/public?page=1&limit=50&category=primary&search=sacred%20grove')
    ).json()) as ImageJson[];
    expect(market.map((i) => i.id)).toContain(pending.id);
    const byType = (await (
      await new ApiClient().request('GET', '/api/images/public?limit=50&contentType=coloring&category=all')
    ).json()) as ImageJson[];
    expect(byType.find((i) => i.id === pending.id)).toMatchObject({ category: 'primary', contentType: 'coloring' });
    expect((await stranger.request('GET', `/media/images/${pending.id}.png`)).status).toBe(200);
    const creator = (await (await stranger.request('GET', `/api/users/${done.ownerId}/images`)).json()) as ImageJson[];
    expect(creator.map((i) => i.id)).toEqual([pending.id]);
    expect((await stranger.request('GET', `/api/images/${pending.id}/download/png`)).status).toBe(403);
    const hijack = await stranger.request('PATCH', `/api/images/${pending.id}/publish`, {
      isPublic: false,
      isForSale: false,
    });
    expect(hijack.status).toBe(403);

    // A completed purchase (the fact commerce publishes) lets the buyer download and shows on both
    // profiles' stats, in dollars on this REST path (the services keep integer cents).
    const buyerId = ((await (await stranger.request('GET', '/api/auth/user')).json()) as { id: string }).id;
    const purchase = createEvent({
      source: '/faithcraft/commerce',
      type: 'PurchaseCompleted.v1',
      subject: unique('purchase'),
      data: {
        purchaseId: unique('purchase'),
        imageId: pending.id,
        buyerId,
        sellerId: done.ownerId,
        amountCents: 299,
        currency: 'usd',
        completedAt: new Date().toISOString(),
      },
    });
    const producer = testKafka().producer();
    await producer.connect();
    await producer.send({
      topic: Topics.commerce,
      messages: [{ key: purchase.subject, value: JSON.stringify(purchase) }],
    });
    await producer.disconnect();
    await waitFor(
      async () => (await stranger.request('GET', `/api/images/${pending.id}/download/png`)).status === 200,
      30_000,
      'the buyer may download',
    );
    const stats = async (client: ApiClient) => (await client.request('GET', '/api/profile/stats')).json();
    expect(await stats(owner)).toEqual({
      totalGenerations: 1,
      totalDownloads: 3,
      totalEarnings: 2.99,
      totalSales: 1,
      totalSpent: 0,
      totalPurchases: 0,
    });
    expect(await stats(stranger)).toMatchObject({
      totalEarnings: 0,
      totalSales: 0,
      totalSpent: 2.99,
      totalPurchases: 1,
    });
  });

  it('answers bad generation input with the spec text and a signed-out generate with 401', async () => {
    const browser = await signedUp();
    const empty = await browser.request('POST', '/api/generate-image', { prompt: '   ', contentType: 'poster' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: "Please describe what you'd like to create" });
    const unknownType = await browser.request('POST', '/api/generate-image', { prompt: 'Moses', contentType: 'video' });
    expect(unknownType.status).toBe(400);
    expect(await unknownType.json()).toEqual({
      message:
        'Please choose a content type: flashcards, coloring, board-game, song-visual, worksheet, poster, stickers or talk-visual',
    });
    // An unlisted category is refused, not replaced by the default.
    const unknownCategory = await browser.request('POST', '/api/generate-image', {
      prompt: 'Moses',
      contentType: 'poster',
      category: 'astronomy',
    });
    expect(unknownCategory.status).toBe(400);
    expect(await unknownCategory.json()).toEqual({
      message: 'Please choose a category: general, fhe, primary, youth, seminary or holidays',
    });
    const badFilter = await new ApiClient().request('GET', '/api/images/public?contentType=video');
    expect(badFilter.status).toBe(400);
    expect(await badFilter.json()).toEqual({
      message:
        'Please choose a content type: flashcards, coloring, board-game, song-visual, worksheet, poster, stickers or talk-visual',
    });
    // Nothing was started by the refused requests.
    expect(await (await browser.request('GET', '/api/images/my')).json()).toEqual([]);
    const signedOut = await new ApiClient().request('POST', '/api/generate-image', {
      prompt: 'Moses',
      contentType: 'poster',
    });
    expect(signedOut.status).toBe(401);
  });

  it('refuses a sixth free generation with the spec text and HTTP 403', async () => {
    const browser = await signedUp();
    for (let i = 0; i < 5; i++) {
      const res = await browser.request('POST', '/api/generate-image', {
        prompt: `Idea ${i}`,
        contentType: 'flashcards',
      });
      expect(res.status).toBe(201);
    }
    const refused = await browser.request('POST', '/api/generate-image', {
      prompt: 'One more',
      contentType: 'flashcards',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: "You've used all your free generations. Upgrade to the Family Plan for unlimited access.",
    });
    // The library lists all five (the REST list has no hidden page size).
    const mine = (await (await browser.request('GET', '/api/images/my')).json()) as ImageJson[];
    expect(mine).toHaveLength(5);
  });

  it('admin storage and media tools through the gateway', async () => {
    const admin = await asAdmin();
    const health = await admin.request('GET', '/api/admin/image-health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      total: expect.any(Number),
      stored: expect.any(Number),
      markedExpired: expect.any(Number),
    });
    const caps = await admin.request('GET', '/api/media/mcp/capabilities');
    expect(((await caps.json()) as { methods: { name: string }[] }).methods.length).toBeGreaterThanOrEqual(4);
    const check = await admin.request('POST', '/api/media/mcp', { method: 'healthCheck', params: {} });
    expect(((await check.json()) as { result: { status: string } }).result.status).toBe('healthy');
    const ssrf = await admin.request('POST', '/api/media/mcp', {
      method: 'upload',
      params: { imageUrl: 'http://169.254.169.254/latest/meta-data/' },
    });
    expect(ssrf.status).toBe(400);

    const user = await signedUp();
    expect((await user.request('GET', '/api/admin/image-health')).status).toBe(403);
    expect((await user.request('POST', '/api/media/mcp', { method: 'healthCheck' })).status).toBe(403);
  });
});
