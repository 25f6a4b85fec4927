import { useTranslation } from 'shared/i18n';
import { Alert, Button, Skeleton, Stack } from 'shared/ui';
import { NAMESPACE } from '../i18n';

/** Shown when a page's data could not be loaded: what happened and a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert tone="error" title={t('common.loadErrorTitle')}>
      <p>{t('common.loadError')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

/** The page's shape while its data loads. */
export function PageSkeleton() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack gap={3} aria-busy="true" aria-label={t('common.loading')} role="status">
      <Skeleton width="40%" height="1rem" />
      <Skeleton width="60%" height="2.2rem" />
      <Skeleton width="85%" />
      <Skeleton height="12rem" />
    </Stack>
  );
}
