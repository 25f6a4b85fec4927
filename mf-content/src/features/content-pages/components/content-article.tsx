import { countries } from 'config';
import { formatDate, useTranslation } from 'shared/i18n';
import { ShopLink, useSite } from 'shared/router';
import { Card, PageTitle } from 'shared/ui';
import { CmsHtml } from '../../../lib/cms-html';
import { Icon } from '../../../lib/icons';
import { NAMESPACE } from '../../../i18n';
import type { ContentPage } from '../api/get-content-page';
import styles from './content-article.module.css';

/** A static page: its text from the CMS, and beside it the way to customer service. */
export function ContentArticle({ page }: { page: ContentPage }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const phone = countries[site.country].supportPhone;
  return (
    <div className={styles.layout} data-content-page={page.pageKey}>
      <article className={styles.article} aria-labelledby="content-title">
        <PageTitle id="content-title">{page.title}</PageTitle>
        <CmsHtml html={page.body} className={styles.prose} />
        <p className={styles.updated}>{t('content.updated', { date: formatDate(page.updatedAt, site.country) })}</p>
      </article>
      <aside className={styles.aside} aria-labelledby="content-help">
        <Card muted>
          <h2 id="content-help" className={styles.asideTitle}>
            {t('content.help.title')}
          </h2>
          <p>{t('content.help.text')}</p>
          <p className={styles.asideLine}>
            <Icon name="phone" size={18} />
            <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
          </p>
          <p className={styles.asideHours}>{t('content.help.hours')}</p>
          <ShopLink to={{ name: 'contact' }} className={styles.asideLink}>
            {t('content.help.link')}
          </ShopLink>
        </Card>
      </aside>
    </div>
  );
}
