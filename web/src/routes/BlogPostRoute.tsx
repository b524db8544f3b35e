import { Link, useParams } from 'react-router-dom';
import { ButtonLink, StatePanel } from '@faithcraft/ui';
import { BlogArt } from '../features/blog/BlogArt';
import { findBlogPost } from '../features/blog/posts';
import { formatLongDate } from '../lib/format';
import { usePageMeta } from '../lib/usePageMeta';

export function BlogPostRoute() {
  const { slug = '' } = useParams();
  const post = findBlogPost(slug);
  usePageMeta({
    title: post ? post.title : 'Post Not Found',
    description: post?.excerpt ?? "The blog post you're looking for doesn't exist.",
    keywords: post?.tags.join(', '),
    ogType: post ? 'article' : 'website',
    noIndex: !post,
  });

  if (!post) {
    return (
      <div className="container page-section">
        <StatePanel
          title="Post Not Found"
          description="The blog post you're looking for doesn't exist."
          actions={<ButtonLink to="/blog">Back to Blog</ButtonLink>}
        />
      </div>
    );
  }

  return (
    <article className="container page-section blog-article">
      <Link to="/blog" className="blog-article__back">
        ← Back to Blog
      </Link>
      <header className="blog-article__header">
        <p className="blog-card__meta">
          <span className="badge badge--neutral">{post.category}</span>
          {post.featured && <span className="badge badge--gold">Featured</span>}
        </p>
        <h1>{post.title}</h1>
        <p className="blog-article__excerpt">{post.excerpt}</p>
        <p className="blog-card__byline">
          {post.author} · <time dateTime={post.date}>{formatLongDate(post.date)}</time> · {post.readTime}
        </p>
      </header>
      <BlogArt kind={post.image} large />
      {/* Static HTML written in posts.ts, never user input, so it is safe to render as is. */}
      <div className="blog-article__content" dangerouslySetInnerHTML={{ __html: post.content }} />
      <ul className="blog-article__tags" aria-label="Tags">
        {post.tags.map((tag) => (
          <li key={tag} className="badge badge--neutral">
            {tag}
          </li>
        ))}
      </ul>
      {/* Likes, comments and sharing are not part of the product yet (spec: inert). */}
      <div className="blog-article__actions" role="group" aria-label="Reactions (coming soon)">
        {['Like', 'Comment', 'Share'].map((label) => (
          <button key={label} type="button" className="btn btn--ghost btn--sm" aria-disabled="true" title="Coming soon">
            {label}
          </button>
        ))}
      </div>
      <aside className="blog-article__author" aria-label="About the author">
        <span className="avatar" aria-hidden="true">
          {post.author.charAt(0)}
        </span>
        <div>
          <p className="blog-article__author-name">{post.author}</p>
          <p>{post.authorBio}</p>
        </div>
      </aside>
    </article>
  );
}
