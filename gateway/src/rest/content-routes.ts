import type { Request } from 'express';
import type { RestReply, RestRoute } from './facade.js';
import { dollars, text } from './facade.js';
import { Vocabularies, optionalWireToEnum, wireToEnum } from './wire-enums.js';

const IMAGE_FIELDS = `id title description category style contentType prompt imageUrl thumbnailUrl generationStatus failureReason isExpired isPublic isForSale priceCents downloadCount ownerId isFavorite createdAt ratingAverage ratingCount`;
/** Wire names of the LibraryFilter enum (the GraphQL names of spec 000's all/generated/purchased/favorites). */
const LIBRARY_FILTERS = new Set(['ALL', 'GENERATED', 'PURCHASED', 'FAVORITES']);
const PROGRESS_FIELDS = `running processed migrated failed total startedAt finishedAt`;

type ImageData = Record<string, unknown> & { priceCents: number; prompt: string };

/** The spec's image shape: `price` in dollars (2.99) and `originalPrompt`, next to the API's own fields. */
export function imageJson(image: ImageData): Record<string, unknown> {
  return { ...image, originalPrompt: image.prompt, price: dollars(image.priceCents) };
}

const ok = (body: unknown): RestReply => ({ status: 200, body });
const images = (list: unknown) => ok((list as ImageData[]).map(imageJson));

const query = (req: Request, name: string): string | null => {
  const v = req.query[name];
  return typeof v === 'string' && v !== '' ? v : null;
};
/** A marketplace filter: 'all' (the select's any-value option) or nothing means not filtered. */
const filterQuery = (req: Request, name: string): string | null => {
  const v = query(req, name);
  return v?.trim().toLowerCase() === 'all' ? null : v;
};
const intQuery = (req: Request, name: string): number | null => {
  const raw = query(req, name);
  const v = raw === null ? NaN : Number(raw); // Number(null) would be 0
  return Number.isInteger(v) ? v : null;
};

/** `price` arrives in dollars; anything that is not a number becomes -1 so the service refuses it. */
function priceCents(req: Request): number | null {
  const price = (req.body as Record<string, unknown> | undefined)?.['price'];
  if (price === undefined || price === null || price === '') return null;
  const amount = typeof price === 'number' ? price : Number(price);
  return Number.isFinite(amount) ? Math.round(amount * 100) : -1;
}

const flag = (req: Request, name: string) => (req.body as Record<string, unknown> | undefined)?.[name] === true;

/** Spec 000 §7 image, download and generation paths; spec 001 §7 storage paths. */
export const contentRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/images/my',
    operation: `query MyImages($filter: LibraryFilter, $limit: Int) { myImages(filter: $filter, limit: $limit) { ${IMAGE_FIELDS} } }`,
    variables: (req) => {
      // The spec's lowercase filter names are the enum's names; an unknown one reads as not given.
      const filter = query(req, 'filter')?.toUpperCase() ?? null;
      return {
        filter: filter && LIBRARY_FILTERS.has(filter) ? filter : null,
        limit: intQuery(req, 'limit'),
      };
    },
    reply: (data) => images(data['myImages']),
  },
  {
    method: 'get',
    path: '/images/public',
    operation: `query PublicImages($input: PublicImagesInput) { publicImages(input: $input) { items { ${IMAGE_FIELDS} } total page hasMore } }`,
    variables: (req) => ({
      input: {
        page: intQuery(req, 'page'),
        limit: intQuery(req, 'limit'),
        search: query(req, 'search'),
        category: optionalWireToEnum(Vocabularies.category, filterQuery(req, 'category'), 'category'),
        contentType: optionalWireToEnum(Vocabularies.contentType, filterQuery(req, 'contentType'), 'content type'),
        style: query(req, 'style'),
      },
    }),
    reply: (data) => images((data['publicImages'] as { items: unknown }).items),
  },
  {
    method: 'patch',
    path: '/images/:id/publish',
    operation: `mutation Publish($id: ID!, $input: ImageVisibilityInput!) { setImageVisibility(id: $id, input: $input) { ${IMAGE_FIELDS} } }`,
    variables: (req) => ({
      id: req.params['id'],
      input: { isPublic: flag(req, 'isPublic'), isForSale: flag(req, 'isForSale'), priceCents: priceCents(req) },
    }),
    reply: (data) => ok(imageJson(data['setImageVisibility'] as ImageData)),
  },
  {
    method: 'post',
    path: '/generate-image',
    operation: `mutation Generate($input: GenerateImageInput!) { generateImage(input: $input) { ${IMAGE_FIELDS} } }`,
    variables: (req) => ({
      input: {
        prompt: text(req, 'prompt'),
        // Unknown → null, which content refuses with the spec's list of content types.
        contentType: wireToEnum(Vocabularies.contentType, text(req, 'contentType')),
        // Not given → null: the content service applies its defaults; an unlisted one is refused.
        category: optionalWireToEnum(Vocabularies.category, text(req, 'category'), 'category'),
        style: text(req, 'style') || null,
      },
    }),
    reply: (data) => ({ status: 201, body: imageJson(data['generateImage'] as ImageData) }),
  },
  {
    method: 'get',
    path: '/downloads/my',
    operation: `query MyDownloads { myDownloads { id format createdAt image { id title imageUrl thumbnailUrl contentType } } }`,
    reply: (data) => ok(data['myDownloads']),
  },
  {
    method: 'get',
    path: '/users/:userId/images',
    operation: `query CreatorImages($id: ID!) { publicProfile(userId: $id) { publicImages { ${IMAGE_FIELDS} } } }`,
    variables: (req) => ({ id: req.params['userId'] }),
    reply: (data) => {
      const profile = data['publicProfile'] as { publicImages: unknown } | null;
      return profile ? images(profile.publicImages) : { status: 404, body: { message: 'User not found' } };
    },
  },
  {
    method: 'get',
    path: '/admin/image-health',
    operation: `query ImageHealth { imageHealth { total stored potentiallyExpired markedExpired migration { ${PROGRESS_FIELDS} } } }`,
    reply: (data) => ok(data['imageHealth']),
  },
  {
    method: 'post',
    path: '/admin/migrate-images',
    operation: `mutation Migrate($batchSize: Int) { migrateImages(batchSize: $batchSize) { ${PROGRESS_FIELDS} } }`,
    variables: (req) => {
      const size = (req.body as Record<string, unknown> | undefined)?.['batchSize'];
      return { batchSize: typeof size === 'number' && Number.isInteger(size) ? size : null };
    },
    reply: (data) => ({ status: 202, body: { message: 'Migration started', ...(data['migrateImages'] as object) } }),
  },
  {
    method: 'post',
    path: '/admin/fix-expired-images',
    operation: `mutation FixExpired { fixExpiredImages { fixed failed } }`,
    reply: (data) => ok(data['fixExpiredImages']),
  },
];
