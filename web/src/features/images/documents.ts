// GraphQL documents of the images feature. Cards, the preview and every list share one fragment so
// the normalized cache (Image:id) keeps every view of an image in step, e.g. while it is polled.
import { graphql } from '../../__generated__';

export const ImageCardFragment = graphql(`
  fragment ImageCard_image on Image {
    id
    title
    description
    category
    style
    contentType
    prompt
    imageUrl
    thumbnailUrl
    generationStatus
    failureReason
    isExpired
    isPublic
    isForSale
    priceCents
    downloadCount
    ownerId
    owner {
      id
      displayName
    }
    isFavorite
    createdAt
    ratingAverage
    ratingCount
    myRating
    isPurchased
  }
`);

export const ImageStatusQuery = graphql(`
  query ImageStatus($id: ID!) {
    image(id: $id) {
      ...ImageCard_image
    }
  }
`);

export const MyImagesQuery = graphql(`
  query MyImages($filter: LibraryFilter, $limit: Int) {
    myImages(filter: $filter, limit: $limit) {
      ...ImageCard_image
    }
  }
`);

export const SetImageVisibilityMutation = graphql(`
  mutation SetImageVisibility($id: ID!, $input: ImageVisibilityInput!) {
    setImageVisibility(id: $id, input: $input) {
      ...ImageCard_image
    }
  }
`);

export const SetFavoriteMutation = graphql(`
  mutation SetFavorite($imageId: ID!, $favorite: Boolean!) {
    setFavorite(imageId: $imageId, favorite: $favorite) {
      id
      isFavorite
    }
  }
`);

export const PublishPricingQuery = graphql(`
  query PublishPricing {
    publishPricing {
      defaultCents
      minPaidCents
      maxCents
    }
  }
`);

export const RateImageMutation = graphql(`
  mutation RateImage($imageId: ID!, $stars: Int!) {
    rateImage(imageId: $imageId, stars: $stars) {
      id
      ratingAverage
      ratingCount
      myRating
    }
  }
`);

export const StartPurchaseMutation = graphql(`
  mutation StartPurchase($imageId: ID!) {
    startPurchase(imageId: $imageId) {
      clientSecret
      purchase {
        id
        status
        amountCents
      }
    }
  }
`);

export const CompletePurchaseMutation = graphql(`
  mutation CompletePurchase($imageId: ID!) {
    completePurchase(imageId: $imageId) {
      id
      status
      amountCents
      currency
    }
  }
`);

/** Whether the viewer's access to a bought image has arrived at content (it follows an event). */
export const ImageAccessQuery = graphql(`
  query ImageAccess($id: ID!) {
    image(id: $id) {
      id
      isPurchased
    }
  }
`);
