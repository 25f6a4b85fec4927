import { useTranslation } from 'shared/i18n';
import { Button } from './button';
import { Alert, Skeleton, Stack } from './surfaces';

/** Their texts are in the `shared` namespace, which the host (and a remote run alone) loads at its start. */
const NAMESPACE = 'shared';

/** Shown where data could not be loaded: what happened and a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert tone="error" title={t('loadError.title')}>
      <p>{t('loadError.text')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

/** A page's shape while its data loads; `breadcrumbs`: the page has a breadcrumb line above its title. */
export function PageSkeleton({ breadcrumbs = false }: { breadcrumbs?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack gap={3} aria-busy="true" aria-label={t('loading')} role="status">
      {breadcrumbs ? <Skeleton width="40%" height="1rem" /> : null}
      <Skeleton width="60%" height="2.2rem" />
      <Skeleton width="85%" />
      <Skeleton width="75%" />
      <Skeleton height="12rem" />
    </Stack>
  );
}
