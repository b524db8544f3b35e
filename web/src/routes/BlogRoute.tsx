import { useState } from 'react';
import { BlogPostCard } from '../features/blog/BlogPostCard';
import { CategoryChips, type BlogFilter } from '../features/blog/CategoryChips';
import { NewsletterBox } from '../features/newsletter/NewsletterBox';
import { filterPosts } from '../features/blog/posts';
import { usePageMeta } from '../lib/usePageMeta';

export function BlogRoute() {
  usePageMeta({
    title: 'Blog',
    description:
      'Family Home Evening ideas, Primary and seminary teaching tips, and printable activities from FaithCraft.',
    keywords:
      'Family Home Evening ideas, Primary lesson ideas, seminary games, LDS teaching tips, printable activities',
  });
  const [category, setCategory] = useState<BlogFilter>('All Posts');
  const posts = filterPosts(category);
  const featured = posts.find((post) => post.featured);
  const others = posts.filter((post) => post !== featured);

  return (
    <div className="container page-section blog-page">
      <header className="page-header">
        <h1>FaithCraft Blog</h1>
        <p>Ideas, tips and inspiration for teaching the gospel at home, in Primary and in seminary.</p>
      </header>

      <CategoryChips selected={category} onSelect={setCategory} />

      <div aria-live="polite" className="blog-results">
        {posts.length === 0 && <p className="blog-empty">No posts in this category yet.</p>}
        {featured && <BlogPostCard post={featured} featured />}
        {others.length > 0 && (
          <div className="blog-grid">
            {others.map((post) => (
              <BlogPostCard key={post.id} post={post} />
            ))}
          </div>
        )}
      </div>

      <NewsletterBox />
    </div>
  );
}
