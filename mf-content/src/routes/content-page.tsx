import { useEffect } from 'react';
import type { PagePrepareContext } from 'config';
import { prepareAsync, useAsync } from 'shared/hooks';
import { useNamespace } from 'shared/i18n';
import { useHoldPageView, useShopRoute, useSite } from 'shared/router';
import { getSite, useAppErrorStore } from 'shared/stores';
import { LoadError, PageSkeleton } from 'shared/ui';
import { useDocumentTitle } from '../lib/document-title';
import { getContentPage } from '../features/content-pages/api/get-content-page';
import { ContentArticle } from '../features/content-pages/components/content-article';
import { NAMESPACE, contentNamespace } from '../i18n';

const pageKey = (country: string, slug: string) => `content:${country}/${slug}`;

/**
 * The page's text, loaded before the first render: by the server, which renders content pages
 * (docs/architecture.md, "Server rendering of the first view"), and by the browser before it takes
 * that page over. Both read the answer the server primed the page with. (A host that gives no route
 * parameters leaves it to the page.)
 */
export function prepare(context?: PagePrepareContext): Promise<void> {
  const slug = context?.params.content ?? context?.params.contentPages;
  if (!slug) return Promise.resolve();
  const { country } = getSite();
  return prepareAsync(pageKey(country, slug), () => getContentPage(country, slug));
}

/** A static content page at /content/{slug}: the slug is the country's, the text comes from the CMS. */
export default function ContentPage() {
  useNamespace(NAMESPACE, contentNamespace);
  const site = useSite();
  const { params } = useShopRoute();
  const slug = params.content ?? params.contentPages ?? '';
  const page = useAsync(pageKey(site.country, slug), (signal) => getContentPage(site.country, slug, signal));
  const showError = useAppErrorStore((s) => s.showError);
  const missing = page.status === 'success' && page.data === null;
  // A slug the CMS does not hold is reported to analytics once, as 404 (shared/router).
  useHoldPageView(page.status === 'loading');

  useEffect(() => {
    if (missing) {
      const path = window.location.pathname;
      showError({ statusCode: 404, statusMessage: 'Not Found', message: `Page Not Found: ${path}`, data: { path } });
    }
  }, [missing, showError]);
  useDocumentTitle(
    page.status === 'success' ? page.data?.title : null,
    page.status === 'success' ? page.data?.metaDescription : null,
  );

  if (page.status === 'error') return <LoadError onRetry={page.reload} />;
  if (page.status === 'loading' || !page.data) return <PageSkeleton />;
  return <ContentArticle page={page.data} />;
}
