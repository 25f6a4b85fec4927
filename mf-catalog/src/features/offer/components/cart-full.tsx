import { useTranslation } from 'shared/i18n';
import { ShopLink } from 'shared/router';
import { Alert } from 'shared/ui';
import { NAMESPACE, useCatalogLaterTexts } from '../../../i18n';

/** The cart already holds its most lines, so the offer was not added: said at once (role alert), with the way to the cart. */
export function CartFull({ limit }: { limit: number }) {
  // Loaded with the offer step (product-detail.tsx): this does not suspend then.
  useCatalogLaterTexts();
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert tone="error" title={t('offer.cartFullTitle')}>
      <p>{t('offer.cartFullText', { limit })}</p>
      <ShopLink to={{ name: 'checkout' }}>{t('offer.toCart')}</ShopLink>
    </Alert>
  );
}
