import { parse } from 'graphql';
import type { TypedDocumentNode } from '@apollo/client';

/**
 * Promote (spec 001 Content tab): features an image on the landing page's showcase. Content's
 * `adminSetImageFeatured` lands with the events branch; until it is in this branch's supergraph the
 * document is parsed at run time (codegen would refuse a field its schema lacks) and typed by hand.
 * After the merge this becomes a `graphql()` document like the others.
 */
export const SetImageFeaturedMutation: TypedDocumentNode<
  { adminSetImageFeatured: { __typename?: 'Image'; id: string; isFeatured: boolean } },
  { imageId: string; featured: boolean }
> = parse(`
  mutation AdminSetImageFeatured($imageId: ID!, $featured: Boolean!) {
    adminSetImageFeatured(imageId: $imageId, featured: $featured) {
      id
      isFeatured
    }
  }
`);

export const PromoteToasts = {
  promoted: 'Content Promoted',
  promotedDescription: (title: string) => `"${title}" is now featured on the landing page.`,
  failed: 'Promotion Failed',
} as const;
