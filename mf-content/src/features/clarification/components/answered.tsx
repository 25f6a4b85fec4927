import { useTranslation } from 'shared/i18n';
import { ShopLink, useSite } from 'shared/router';
import { Alert, Stack, buttonClassName } from 'shared/ui';
import { formatPrice } from 'shared/i18n';
import { NAMESPACE } from '../../../i18n';
import type { Clarification } from '../api/clarification-api';

/** After the answer: what happens next. */
export function Answered({ clarification }: { clarification: Clarification }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const accepted = clarification.status === 'accepted';
  return (
    <Stack gap={4}>
      <Alert tone="success" title={t(accepted ? 'clarification.acceptedTitle' : 'clarification.declinedTitle')}>
        <p>{accepted ? t('clarification.acceptedText', { amount: formatPrice(clarification.newTotal, site.locale) }) : t('clarification.declinedText')}</p>
      </Alert>
      <div>
        <ShopLink to={{ name: 'home' }} className={buttonClassName('secondary')}>
          {t('common.toHome')}
        </ShopLink>
      </div>
    </Stack>
  );
}
