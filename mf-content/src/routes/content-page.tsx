import { useEffect } from 'react';
import { useNamespace } from 'shared/i18n';
import { useHoldPageView, useShopRoute, useSite } from 'shared/router';
import { useAppErrorStore } from 'shared/stores';
import { useDocumentTitle } from '../lib/document-title';
import { LoadError, PageSkeleton } from '../lib/load-error';
import { useAsync } from '../lib/use-async';
import { getContentPage } from '../features/content-pages/api/get-content-page';
import { ContentArticle } from '../features/content-pages/components/content-article';
import { NAMESPACE, contentNamespace } from '../i18n';

/** A static content page at /content/{slug}: the slug is the country's, the text comes from the CMS. */
export default function ContentPage() {
  useNamespace(NAMESPACE, contentNamespace);
  const site = useSite();
  const { params } = useShopRoute();
  const slug = params.content ?? params.contentPages ?? '';
  const page = useAsync(`${site.country}/${slug}`, (signal) => getContentPage(site.country, slug, signal));
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
  useDocumentTitle(page.status === 'success' ? page.data?.title : null, page.status === 'success' ? page.data?.metaDescription : null);

  if (page.status === 'error') return <LoadError onRetry={page.reload} />;
  if (page.status === 'loading' || !page.data) return <PageSkeleton />;
  return <ContentArticle page={page.data} />;
}
