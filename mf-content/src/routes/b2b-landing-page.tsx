import { useNamespace } from 'shared/i18n';
import { useDocumentTitle } from '../lib/document-title';
import { Icon } from '../lib/icons';
import { B2BEnquiryForm } from '../features/b2b/components/b2b-enquiry-form';
import { B2BModeSwitch } from '../features/b2b/components/b2b-mode-switch';
import styles from '../features/b2b/components/b2b.module.css';
import { NAMESPACE, contentNamespace, loadContentPagesTexts, useContentPagesTexts } from '../i18n';

const BENEFITS = [
  { key: 'prices', icon: 'guarantee' },
  { key: 'pickup', icon: 'shipping' },
  { key: 'erasure', icon: 'erasure' },
  { key: 'invoice', icon: 'payout' },
  { key: 'contact', icon: 'support' },
  { key: 'report', icon: 'eco' },
] as const;

/** The B2B landing page (Germany: /b2b/ankaufsportal): what business customers get, the B2B mode, the enquiry. */
export default function B2BLandingPage() {
  // Both text files download at once: this page's own words come with the ones every page reads.
  void loadContentPagesTexts();
  const { t } = useNamespace(NAMESPACE, contentNamespace);
  useContentPagesTexts();
  useDocumentTitle(t('b2b.title'), t('b2b.lead'));
  return (
    <div>
      <header className={styles.hero}>
        <h1>{t('b2b.title')}</h1>
        <p>{t('b2b.lead')}</p>
      </header>
      <section aria-labelledby="b2b-benefits">
        <h2 id="b2b-benefits" className={styles.section}>
          {t('b2b.benefitsTitle')}
        </h2>
        <ul className={styles.benefits}>
          {BENEFITS.map((b) => (
            <li key={b.key} className={styles.benefit}>
              <span className={styles.benefitIcon}>
                <Icon name={b.icon} size={28} />
              </span>
              <h3>{t(`b2b.benefits.${b.key}.title`)}</h3>
              <p>{t(`b2b.benefits.${b.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.columns}>
        <B2BEnquiryForm />
        <div>
          <section aria-labelledby="b2b-process">
            <h2 id="b2b-process">{t('b2b.processTitle')}</h2>
            <ol className={styles.steps}>
              {(['list', 'offer', 'pickup', 'payout'] as const).map((s) => (
                <li key={s}>{t(`b2b.process.${s}`)}</li>
              ))}
            </ol>
          </section>
          <B2BModeSwitch />
        </div>
      </div>
    </div>
  );
}
