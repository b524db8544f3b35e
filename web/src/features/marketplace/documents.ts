// GraphQL documents of the marketplace. Cards share ImageCard_image with every other image view,
// so a purchase or a publish seen anywhere updates the card here (normalized cache, Image:id).
import { graphql } from '../../__generated__';

export const MarketplaceImagesQuery = graphql(`
  query MarketplaceImages($input: PublicImagesInput) {
    publicImages(input: $input) {
      items {
        ...ImageCard_image
      }
      total
      page
      hasMore
      facets {
        categories {
          category
          count
        }
        contentTypes {
          contentType
          count
        }
      }
    }
  }
`);
