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
        <p>
          {accepted
            ? t('clarification.acceptedText', { amount: formatPrice(clarification.newTotal, site.locale) })
            : t('clarification.declinedText')}
        </p>
      </Alert>
      <div>
        <ShopLink to={{ name: 'home' }} className={buttonClassName('secondary')}>
          {t('common.toHome')}
        </ShopLink>
      </div>
    </Stack>
  );
}

/** The answer came too late: answered elsewhere (another tab, the mail's quick link) or expired meanwhile. */
export function Closed() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack gap={4}>
      <Alert tone="error" title={t('clarification.closedTitle')}>
        <p>{t('clarification.errors.clarification_closed')}</p>
      </Alert>
      <div>
        <ShopLink to={{ name: 'accountOverview' }} className={buttonClassName('secondary')}>
          {t('clarification.toAccount')}
        </ShopLink>
      </div>
    </Stack>
  );
}
