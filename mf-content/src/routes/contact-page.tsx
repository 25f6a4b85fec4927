import { CONTENT_PAGE_SLUGS, countries } from 'config';
import { useNamespace } from 'shared/i18n';
import { ShopLink, useSite } from 'shared/router';
import { Card, PageTitle } from 'shared/ui';
import { useDocumentTitle } from '../lib/document-title';
import { Icon } from '../lib/icons';
import { ContactForm } from '../features/contact/components/contact-form';
import styles from '../features/contact/components/contact.module.css';
import { NAMESPACE, contentNamespace, loadContentPagesTexts, useContentPagesTexts } from '../i18n';

/** The contact page: the form, and beside it phone, hours and the answers most people look for. */
export default function ContactPage() {
  // Both text files download at once: this page's own words come with the ones every page reads.
  void loadContentPagesTexts();
  const { t } = useNamespace(NAMESPACE, contentNamespace);
  useContentPagesTexts();
  const site = useSite();
  const config = countries[site.country];
  const slugs = CONTENT_PAGE_SLUGS[site.country];
  useDocumentTitle(t('contact.title'), t('contact.lead'));
  return (
    <>
      <PageTitle lead={t('contact.lead')}>{t('contact.title')}</PageTitle>
      <div className={styles.layout}>
        <ContactForm />
        <aside className={styles.aside} aria-label={t('contact.asideLabel')}>
          <Card muted>
            <h2 className={styles.asideTitle}>{t('contact.phoneTitle')}</h2>
            <p className={styles.line}>
              <Icon name="phone" size={18} />
              <a href={`tel:${config.supportPhone.replace(/\s/g, '')}`}>{config.supportPhone}</a>
            </p>
            <p className={styles.muted}>{t('contact.hours')}</p>
          </Card>
          <Card muted>
            <h2 className={styles.asideTitle}>{t('contact.quickTitle')}</h2>
            <ul className={styles.links}>
              {(['howItWorks', 'packingTips', 'dataErasure', 'terms'] as const).map((key) => (
                <li key={key}>
                  <ShopLink to={{ name: 'content', params: { content: slugs[key] } }}>
                    {t(`contact.quick.${key}`)}
                  </ShopLink>
                </li>
              ))}
            </ul>
          </Card>
          <Card muted>
            <h2 className={styles.asideTitle}>{t('contact.businessTitle')}</h2>
            <p className={styles.muted}>{t('contact.businessText')}</p>
            <p className={styles.line}>
              <Icon name="mail" size={18} />
              <a href={`mailto:${config.businessEmail}`}>{config.businessEmail}</a>
            </p>
          </Card>
        </aside>
      </div>
    </>
  );
}
