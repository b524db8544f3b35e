import { useQuery } from '@apollo/client/react';
import { Button, ButtonLink, StatePanel, useCurrentUser } from '@faithcraft/ui';
import { SparklesIcon } from 'lucide-react';
import { MyImagesQuery } from './documents';
import { ImageGrid } from './ImageGrid';
import { ImageGridSkeleton } from './ImageGridSkeleton';

/** Profile tab "My Content": the user's images with owner actions (spec 000 §2 Profile). */
export function MyContentTab() {
  const { user } = useCurrentUser();
  const { data, loading, error, refetch } = useQuery(MyImagesQuery, {
    variables: { filter: 'GENERATED' },
    fetchPolicy: 'cache-and-network',
  });
  const images = data?.myImages ?? [];

  if (loading && !data) return <ImageGridSkeleton label="Loading your content" />;
  if (error && !data) {
    return (
      <StatePanel
        headingLevel={2}
        tone="error"
        title="Failed to fetch user images"
        description="Please try again in a moment."
        actions={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}
      />
    );
  }
  if (images.length === 0) {
    return (
      <StatePanel
        headingLevel={2}
        icon={<SparklesIcon size={32} />}
        title="No content yet"
        description="Everything you create appears here."
        actions={<ButtonLink to="/generator">Create Content</ButtonLink>}
      />
    );
  }
  return <ImageGrid images={images} viewerId={user?.id ?? null} label="My content" />;
}
