import { Link } from 'react-router-dom';
import { formatLongDate } from '../../lib/format';
import { BlogArt } from './BlogArt';
import { hasFullArticle, type BlogPostSummary } from './posts';

/** A post in the blog list; only posts with a full article link to one. */
export function BlogPostCard({ post, featured = false }: { post: BlogPostSummary; featured?: boolean }) {
  const linked = hasFullArticle(post.id);
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article className={`blog-card${featured ? ' blog-card--featured' : ''}`} data-testid="blog-post-card">
      <BlogArt kind={post.image} large={featured} />
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <span className="badge badge--neutral">{post.category}</span>
          {featured && <span className="badge badge--gold">Featured</span>}
        </p>
        <Heading className="blog-card__title">
          {linked ? <Link to={`/blog/${post.id}`}>{post.title}</Link> : post.title}
        </Heading>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        <p className="blog-card__byline">
          {post.author} · <time dateTime={post.date}>{formatLongDate(post.date)}</time>
          {!linked && <span className="blog-card__soon"> · Full article coming soon</span>}
        </p>
      </div>
    </article>
  );
}
