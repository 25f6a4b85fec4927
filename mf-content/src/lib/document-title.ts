import { usePageHead } from 'shared/router';

/**
 * A page's own title and meta description (a content page's from the CMS, a form's own): handed
 * to the host, which writes the document head for every page (shared/router `usePageHead`).
 */
export function useDocumentTitle(title: string | null | undefined, description?: string | null): void {
  usePageHead(title ? { title, ...(description ? { description } : {}) } : null);
}
