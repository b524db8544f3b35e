import { useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__';
import { ButtonLink, PageSpinner, StatePanel } from '@faithcraft/ui';
import { CreatorCreations } from '../features/creators/CreatorCreations';
import { CreatorHeader } from '../features/creators/CreatorHeader';
import { usePageMeta } from '../lib/usePageMeta';

// Two queries on purpose: the profile comes from the users service, the count and images from the
// content service, so the header still shows when only the images cannot be fetched.
const CreatorProfileQuery = graphql(`
  query CreatorProfile($userId: ID!) {
    publicProfile(userId: $userId) {
      id
      displayName
      profileImageUrl
      role
      createdAt
    }
  }
`);

const CreatorImagesQuery = graphql(`
  query CreatorImages($userId: ID!) {
    publicProfile(userId: $userId) {
      id
      totalImages
      publicImages(limit: 40) {
        id
        title
        contentType
        thumbnailUrl
        imageUrl
      }
    }
  }
`);

export function CreatorRoute() {
  const { userId = '' } = useParams();
  const profile = useQuery(CreatorProfileQuery, { variables: { userId } });
  // 'no-cache': a failed image list nulls `publicProfile` in its answer, which must not overwrite
  // the profile the header shows.
  const images = useQuery(CreatorImagesQuery, { variables: { userId }, errorPolicy: 'all', fetchPolicy: 'no-cache' });
  const creator = profile.data?.publicProfile;

  usePageMeta({
    title: creator ? `${creator.displayName || 'Anonymous Creator'}'s Creations` : 'Creator',
    description: creator
      ? `Printable gospel teaching content shared by ${creator.displayName || 'a FaithCraft creator'}.`
      : 'A FaithCraft creator page.',
  });

  if (profile.loading && !profile.data) return <PageSpinner />;
  if (profile.error && !profile.data) {
    return (
      <div className="container page-section">
        <StatePanel tone="error" title="Failed to fetch profile" description="Please try again later." />
      </div>
    );
  }
  if (!creator) {
    return (
      <div className="container page-section">
        <StatePanel
          title="User Not Found"
          description="This user profile does not exist or is not public."
          actions={<ButtonLink to="/marketplace">Browse Marketplace</ButtonLink>}
        />
      </div>
    );
  }

  const content = images.data?.publicProfile;
  return (
    <div className="container page-section creator-page">
      <CreatorHeader profile={creator} totalImages={content?.totalImages ?? null} />
      <CreatorCreations
        images={content?.publicImages ?? null}
        loading={images.loading}
        failed={images.error !== undefined}
      />
    </div>
  );
}
