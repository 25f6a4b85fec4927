import { CONTENT_PAGE_SLUGS } from 'config';
import { useTranslation } from 'shared/i18n';
import { ShopLink, useSite } from 'shared/router';
import { NAMESPACE } from '../i18n';

/** What a form's data is used for, with the link to the privacy policy of the country. */
export function PrivacyNote({ className }: { className?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  return (
    <p className={className}>
      {t('contact.privacy')}{' '}
      <ShopLink to={{ name: 'content', params: { content: CONTENT_PAGE_SLUGS[site.country].privacy } }}>
        {t('contact.privacyLink')}
      </ShopLink>
    </p>
  );
}
