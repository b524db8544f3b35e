import { useEffect } from 'react';

const SITE_NAME = 'FaithCraft Admin';

/** Sets `document.title` for the current admin page. */
export function usePageMeta({ title }: { title?: string }): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
