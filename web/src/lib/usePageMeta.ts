import { useEffect } from 'react';

const SITE_NAME = 'FaithCraft';

export interface PageMeta {
  /** Page-specific title; the site name is appended. Omit for the site's default title. */
  title?: string;
  description?: string;
}

function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Sets `document.title` (and the meta description when given) for the current page. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    if (description) setMetaDescription(description);
  }, [title, description]);
}
