import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { ButtonLink } from '../../components/ui/Button';
import { SafeImage } from '../../components/ui/SafeImage';
import { Spinner } from '../../components/ui/Spinner';
import { StatePanel } from '../../components/ui/StatePanel';

// Minimal version for the profile page; the images feature owns the full one (cards with actions).
const MyContentTabQuery = graphql(`
  query MyContentTab {
    myImages(limit: 100) {
      id
      title
      contentType
      thumbnailUrl
      imageUrl
    }
  }
`);

export function MyContentTab() {
  const { data, loading, error } = useQuery(MyContentTabQuery);

  if (loading && !data) return <Spinner label="Loading your content" />;
  if (error && !data) {
    return (
      <StatePanel headingLevel={2} tone="error" title="Failed to fetch images" description="Please try again later." />
    );
  }
  const images = data?.myImages ?? [];
  if (images.length === 0) {
    return (
      <StatePanel
        headingLevel={2}
        title="No content yet"
        description="Images you create show up here."
        actions={<ButtonLink to="/generator">Create Content</ButtonLink>}
      />
    );
  }
  return (
    <ul className="image-grid" aria-label="My content">
      {images.map((image) => (
        <li key={image.id} className="image-tile">
          <SafeImage src={image.thumbnailUrl ?? image.imageUrl} alt={image.title} className="image-tile__img" />
          <p className="image-tile__title">{image.title}</p>
        </li>
      ))}
    </ul>
  );
}
