// The blog's posts are hard-coded (spec 000 Static pages); only the first has a full article.

export const BLOG_CATEGORIES = [
  'All Posts',
  'Family Home Evening',
  'Primary',
  'Seminary',
  'Teaching Tips',
  'Accessibility',
  'Holidays',
] as const;

export type BlogCategory = Exclude<(typeof BLOG_CATEGORIES)[number], 'All Posts'>;

/** Which inline illustration a post shows (no external images). */
export type BlogArtKind = 'family' | 'primary' | 'seminary' | 'tips' | 'accessibility' | 'holidays';

export interface BlogPostSummary {
  /** Also the slug in /blog/{id}. */
  id: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date (UTC). */
  date: string;
  category: BlogCategory;
  image: BlogArtKind;
  featured: boolean;
}

export interface BlogPostDetail extends BlogPostSummary {
  /** Static HTML written by us, never user input. */
  content: string;
  authorBio: string;
  readTime: string;
  tags: string[];
}

export const BLOG_POSTS: readonly BlogPostSummary[] = [
  {
    id: 'family-home-evening-creative-ideas',
    title: '10 Creative Family Home Evening Ideas Your Kids Will Love',
    excerpt:
      'Fresh ways to bring the gospel home on Monday night: object lessons, games and printable activities that keep every age engaged.',
    author: 'Sarah Johnson',
    date: '2025-03-10',
    category: 'Family Home Evening',
    image: 'family',
    featured: true,
  },
  {
    id: 'primary-lesson-visual-aids',
    title: 'Making Primary Lessons Come Alive with Visual Aids',
    excerpt:
      'Children remember what they see. How flash cards, posters and picture stories help Sunbeams through Valiants follow along.',
    author: 'Michael Chen',
    date: '2025-03-03',
    category: 'Primary',
    image: 'primary',
    featured: false,
  },
  {
    id: 'seminary-scripture-mastery-games',
    title: 'Doctrinal Mastery Games That Seminary Students Actually Enjoy',
    excerpt:
      'Turn memorising key scriptures into a friendly challenge with matching games, puzzles and quick review cards.',
    author: 'Emily Rodriguez',
    date: '2025-02-24',
    category: 'Seminary',
    image: 'seminary',
    featured: false,
  },
  {
    id: 'teaching-tips-engage-every-learner',
    title: 'Five Teaching Tips to Engage Every Learner',
    excerpt:
      'Questions that invite discussion, activities for wiggly hands and simple ways to let the Spirit lead the lesson.',
    author: 'David Thompson',
    date: '2025-02-17',
    category: 'Teaching Tips',
    image: 'tips',
    featured: false,
  },
  {
    id: 'accessible-lessons-for-all-abilities',
    title: 'Creating Accessible Lessons for Children of All Abilities',
    excerpt:
      'Large print, high contrast, simple words and tactile activities: small changes that help every child feel included.',
    author: 'Rachel Williams',
    date: '2025-02-10',
    category: 'Accessibility',
    image: 'accessibility',
    featured: false,
  },
  {
    id: 'easter-activities-for-families',
    title: 'Christ-Centred Easter Activities for the Whole Family',
    excerpt:
      'A week of short daily activities, coloring pages and scripture cards to focus your family on the Saviour this Easter.',
    author: 'Jennifer Martinez',
    date: '2025-02-03',
    category: 'Holidays',
    image: 'holidays',
    featured: false,
  },
];

const FHE_ARTICLE = `
<p>Family Home Evening doesn't have to look the same every week. A little variety keeps children excited for Monday night and gives parents new ways to teach the principles that matter most.</p>
<h2>1. Scripture scavenger hunt</h2>
<p>Hide picture cards of scripture stories around the house. Each card has a clue that leads to the next, and the last one opens the scripture you will read together.</p>
<h2>2. Gospel charades</h2>
<p>Take turns acting out stories from the Book of Mormon or the New Testament. Younger children can choose from picture cards instead of reading.</p>
<h2>3. Gratitude jar</h2>
<p>Write or draw one blessing each on a slip of paper. Read them together at the end of the month.</p>
<h2>4. Service secret agents</h2>
<p>Assign each family member a secret act of service for the week and report back next Monday.</p>
<h2>5. Coloring page discussion</h2>
<p>While everyone colors a page about the lesson, ask open questions: what is happening, how did they feel, what would you do?</p>
<h2>6. Testimony building blocks</h2>
<p>Write simple truths on blocks and build a tower together, talking about the foundation of faith in Jesus Christ.</p>
<h2>7. Family history stories</h2>
<p>Share one story about an ancestor and make a simple poster with their picture and a lesson from their life.</p>
<h2>8. Memory match</h2>
<p>Print matching cards of prophets, temples or Articles of Faith and play a quiet game of memory.</p>
<h2>9. Music night</h2>
<p>Learn a Primary song with visual cue cards for each line, then sing it for grandparents over a video call.</p>
<h2>10. Plan the next one together</h2>
<p>Let the children choose next week's topic and activity. Ownership turns listeners into teachers.</p>
<h2>Make it simple</h2>
<p>The best Family Home Evening is the one that happens. Keep it short, keep it joyful and invite the Spirit with a song and a prayer.</p>
`;

const POST_DETAILS: Record<string, Omit<BlogPostDetail, keyof BlogPostSummary>> = {
  'family-home-evening-creative-ideas': {
    content: FHE_ARTICLE,
    authorBio:
      'Sarah is a mother of four and a former Primary president who loves turning gospel lessons into hands-on family activities.',
    readTime: '6 min read',
    tags: ['Family Home Evening', 'Activities', 'Kids', 'Printables'],
  },
};

export function findBlogPost(slug: string): BlogPostDetail | null {
  const summary = BLOG_POSTS.find((post) => post.id === slug);
  const detail = POST_DETAILS[slug];
  return summary && detail ? { ...summary, ...detail } : null;
}

/** Whether a post has a full article to open. */
export function hasFullArticle(id: string): boolean {
  return id in POST_DETAILS;
}

export function filterPosts(category: (typeof BLOG_CATEGORIES)[number]): readonly BlogPostSummary[] {
  return category === 'All Posts' ? BLOG_POSTS : BLOG_POSTS.filter((post) => post.category === category);
}
