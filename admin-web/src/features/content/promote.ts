import { graphql } from '../../__generated__';

/** Promote (spec 001 Content tab): features an image on the landing page's showcase. */
export const SetImageFeaturedMutation = graphql(`
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
