import { useEffect, useRef, useState } from 'react';
import type { HeadSubject, Locale, SeoTexts } from 'config';
import { useSite } from 'shared/router';
import { usePageHeadStore } from 'shared/stores';
import { loadChunk } from '../../lib/lazy-with-reload';
import { useAfterPageRendered } from '../../lib/page-rendered';
import styles from './announcer.module.css';

/** The browser loads only its own language's titles (the server has all five). */
const SEO_TEXT_LOADERS: Record<Locale, () => Promise<{ default: SeoTexts }>> = {
  'de-DE': () => import(/* webpackChunkName: "seo-de-DE" */ 'config/seo-texts/de-DE'),
  'de-AT': () => import(/* webpackChunkName: "seo-de-AT" */ 'config/seo-texts/de-AT'),
  'es-ES': () => import(/* webpackChunkName: "seo-es-ES" */ 'config/seo-texts/es-ES'),
  'fr-FR': () => import(/* webpackChunkName: "seo-fr-FR" */ 'config/seo-texts/fr-FR'),
  'it-IT': () => import(/* webpackChunkName: "seo-it-IT" */ 'config/seo-texts/it-IT'),
};

/** The head rules (titles, robots) load with the texts: neither is needed before the next navigation. */
const loadHeadRules = () => import(/* webpackChunkName: "seo-head" */ 'config/seo');
type HeadRules = Awaited<ReturnType<typeof loadHeadRules>>;

function setMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * Keeps the document's title, description and robots rule in step with the page as the customer
 * navigates (the server wrote them for the first page; the texts load after it has rendered), with the same texts and rules as the
 * server. A page may name itself better (`usePageHead` in shared/router). After a navigation the
 * new title is announced to screen readers, as a full page load would be.
 */
export function DocumentHead({ subject, locationKey }: { subject: HeadSubject; locationKey: string }) {
  const site = useSite();
  const [seo, setSeo] = useState<{ texts: SeoTexts; rules: HeadRules } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const firstKey = useRef(locationKey);
  const override = usePageHeadStore((s) => (s.override?.locationKey === locationKey ? s.override : null));

  // The server wrote the first page's head: the texts are needed from the next navigation on, so
  // they load once the page has rendered, not before it.
  const pageRendered = useAfterPageRendered();

  useEffect(() => {
    if (!pageRendered) return;
    let cancelled = false;
    void Promise.all([loadChunk(SEO_TEXT_LOADERS[site.locale]), loadChunk(loadHeadRules)]).then(([texts, rules]) => {
      if (!cancelled) setSeo({ texts: texts.default, rules });
    });
    return () => {
      cancelled = true;
    };
  }, [site.locale, pageRendered]);

  useEffect(() => {
    if (!seo) return;
    const head = seo.rules.pageHead(seo.texts, site.shopMode, subject);
    const brandSuffix = head.title.slice(head.title.lastIndexOf(' | '));
    const title = override?.title ? `${override.title}${brandSuffix}` : head.title;
    document.title = title;
    setMeta('description', override?.description ?? head.description);
    setMeta('robots', head.robots);
    // Keywords only where a page names its entity's (catalogue pages); none elsewhere.
    const keywords = document.head.querySelector<HTMLMetaElement>('meta[name="keywords"]');
    if (override?.keywords) setMeta('keywords', override.keywords);
    else keywords?.remove();
    if (locationKey !== firstKey.current) setAnnouncement(title);
  }, [seo, site.shopMode, subject, override, locationKey]);

  return (
    <div className={styles.announcer} aria-live="polite" aria-atomic="true" data-route-announcer="">
      {announcement}
    </div>
  );
}
