import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { ShowcaseCard_ImageFragment } from '../../__generated__/graphql';
import { ArrowRightIcon } from 'lucide-react';
import { SafeImage } from '../../components/ui/SafeImage';
import { categoryLabel, contentTypeLabel } from '../images/contentTypes';
import { ShowcaseSampleArt } from './ShowcaseSampleArt';
import { fillShowcase, SHOWCASE_SIZE, type ShowcaseItem } from './showcaseSamples';
import '../../styles/images.css';

graphql(`
  fragment ShowcaseCard_image on Image {
    id
    title
    category
    description
    contentType
    imageUrl
    thumbnailUrl
  }
`);

const PublicShowcaseQuery = graphql(`
  query PublicShowcase($input: PublicImagesInput, $featured: Int) {
    featuredImages(limit: $featured) {
      ...ShowcaseCard_image
    }
    publicImages(input: $input) {
      items {
        ...ShowcaseCard_image
      }
    }
  }
`);

function showcaseItem(image: ShowcaseCard_ImageFragment): ShowcaseItem {
  return {
    id: image.id,
    title: image.title,
    category: image.category,
    description: image.description ?? '',
    contentType: image.contentType,
    imageUrl: image.thumbnailUrl ?? image.imageUrl ?? null,
  };
}

/** Spec 000 §2: examples and the bottom calls to action start sign-in (a full page navigation). */
const LOGIN_PATH = '/api/login';

function ShowcaseCard({ item }: { item: ShowcaseItem }) {
  return (
    <li>
      <a className="showcase-card" href={LOGIN_PATH} data-testid="showcase-card">
        <div className="showcase-card__media">
          {item.imageUrl ? (
            <SafeImage src={item.imageUrl} alt={item.title} className="showcase-card__img" />
          ) : (
            <ShowcaseSampleArt contentType={item.contentType} />
          )}
        </div>
        <div className="showcase-card__body">
          <p className="showcase-card__meta">
            <span>{contentTypeLabel(item.contentType)}</span>
            <span aria-hidden="true"> · </span>
            <span>{categoryLabel(item.category)}</span>
          </p>
          <h3 className="showcase-card__title">{item.title}</h3>
          {item.description && <p className="showcase-card__description">{item.description}</p>}
        </div>
      </a>
    </li>
  );
}

/**
 * Six examples: the images admins featured first, then real public images (loaded with limit 6),
 * filled with built-in samples; the first three, then three more under Even More Content Types.
 */
export function Showcase() {
  // A failed request simply leaves the built-in samples in place; the landing page never errors.
  const { data } = useQuery(PublicShowcaseQuery, {
    variables: { input: { limit: SHOWCASE_SIZE }, featured: SHOWCASE_SIZE },
  });
  const items = fillShowcase(
    (data?.publicImages.items ?? []).map(showcaseItem),
    (data?.featuredImages ?? []).map(showcaseItem),
  );

  return (
    <section className="page-section showcase" aria-labelledby="showcase-title">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__kicker">Examples</p>
          <h2 id="showcase-title">See What Families Are Creating</h2>
          <p>Real teaching content made in about 30 seconds. Sign in to create your own.</p>
        </div>
        <ul className="showcase-grid">
          {items.slice(0, 3).map((item) => (
            <ShowcaseCard key={item.id} item={item} />
          ))}
        </ul>
        <h3 className="showcase__more-title">Even More Content Types</h3>
        <ul className="showcase-grid">
          {items.slice(3, SHOWCASE_SIZE).map((item) => (
            <ShowcaseCard key={item.id} item={item} />
          ))}
        </ul>
        <div className="showcase__cta">
          <a className="btn btn--primary btn--lg" href={LOGIN_PATH}>
            Create Your Own <ArrowRightIcon size={18} />
          </a>
        </div>
      </div>
    </section>
  );
}
