import { describe, expect, it } from '@jest/globals';
import { BLOG_CATEGORIES, BLOG_POSTS, filterPosts, findBlogPost } from './posts';

describe('blog posts', () => {
  it('has six posts, one featured, and every chip category finds its posts', () => {
    expect(BLOG_POSTS).toHaveLength(6);
    expect(BLOG_POSTS.filter((post) => post.featured)).toHaveLength(1);
    expect(filterPosts('All Posts')).toHaveLength(6);
    for (const category of BLOG_CATEGORIES.filter((c) => c !== 'All Posts')) {
      const posts = filterPosts(category);
      expect(posts.length).toBeGreaterThan(0);
      expect(posts.every((post) => post.category === category)).toBe(true);
    }
  });

  it('opens only family-home-evening-creative-ideas in full', () => {
    const post = findBlogPost('family-home-evening-creative-ideas');
    expect(post).toMatchObject({ featured: true, readTime: expect.any(String), authorBio: expect.any(String) });
    expect(post?.tags.length).toBeGreaterThan(0);
    expect(findBlogPost('primary-lesson-visual-aids')).toBeNull();
    expect(findBlogPost('no-such-post')).toBeNull();
  });
});
