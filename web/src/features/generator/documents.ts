import { graphql } from '../../__generated__';

/** What the generator needs to know about the user's allowance (spec 000 §5 Can generate). */
export const GeneratorAllowanceQuery = graphql(`
  query GeneratorAllowance {
    me {
      id
      role
      subscriptionStatus
      canGenerate
      generationsRemaining
      freeGenerationsUsed
      freeGenerationsLimit
    }
  }
`);

export const GenerateImageMutation = graphql(`
  mutation GenerateImage($input: GenerateImageInput!) {
    generateImage(input: $input) {
      ...ImageCard_image
    }
  }
`);
