import { useLayoutEffect } from 'react';

const SITE_NAME = 'FaithCraft';
const DEFAULT_DESCRIPTION =
  'Create printable flash cards, coloring pages, games and posters for Family Home Evening, Primary and seminary in about 30 seconds.';
const DEFAULT_KEYWORDS =
  'LDS teaching resources, Family Home Evening, Primary lessons, seminary, printable flash cards, coloring pages, AI';

export interface PageMeta {
  /** Page-specific title; the site name is appended. Omit for the site's default title. */
  title?: string;
  description?: string;
  keywords?: string;
  /** Path of the canonical address (defaults to the current path, without query or hash). */
  canonicalPath?: string;
  /** Social-share type: `website` for most pages, `article` for a blog post. */
  ogType?: 'website' | 'article';
  /** Keep the page out of search results (e.g. reset links, debug pages). */
  noIndex?: boolean;
}

/** Finds or creates `<meta {attribute}="{key}">` in the head and sets its content. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * Sets the page's metadata (spec 000 §2): `document.title`, description, keywords, the social-share
 * (Open Graph and Twitter) tags and the canonical link. Every page calls it, so tags never carry
 * over from the previous page.
 */
export function usePageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  keywords = DEFAULT_KEYWORDS,
  canonicalPath,
  ogType = 'website',
  noIndex = false,
}: PageMeta): void {
  // Before paint: the head is never behind the page it describes (a crawler's snapshot, a test reading
  // the canonical link as soon as the heading shows), which a passive effect after a transition can be.
  useLayoutEffect(() => {
    const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    const url = new URL(canonicalPath ?? window.location.pathname, window.location.origin).href;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('name', 'keywords', keywords);
    setMeta('name', 'robots', noIndex ? 'noindex' : 'index, follow');
    setMeta('property', 'og:site_name', SITE_NAME);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', ogType);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:image', new URL('/favicon.svg', window.location.origin).href);
    setMeta('name', 'twitter:card', 'summary');
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', description);
    setCanonical(url);
  }, [title, description, keywords, canonicalPath, ogType, noIndex]);
}
