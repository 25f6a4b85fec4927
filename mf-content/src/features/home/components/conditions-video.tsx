import { useId } from 'react';
import { useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { Container } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import type { HomePageData } from '../api/get-home-page';
import posterUrl from '../assets/conditions-poster.svg';
import videoUrl from '../assets/conditions.webm';
import sections from './home.module.css';
import styles from './conditions-video.module.css';

/**
 * The conditions video: how we grade a device. Served from our own files (no third-party player),
 * with captions in the page's language from the CMS and the same text as a transcript.
 */
export function ConditionsVideo({ video }: { video: NonNullable<HomePageData['video']> }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const transcriptId = useId();
  return (
    <section className={sections.section} aria-labelledby="home-video" data-home-section="conditions-video">
      <Container className={styles.videoLayout}>
        <div>
          <h2 id="home-video" className={sections.sectionTitle}>
            {video.title}
          </h2>
          <p className={styles.videoText}>{video.text}</p>
          <details className={styles.transcript}>
            <summary>{t('home.video.transcript')}</summary>
            <ol id={transcriptId} className={styles.transcriptList}>
              {video.captions.map((cue) => (
                <li key={cue.start}>{cue.text}</li>
              ))}
            </ol>
          </details>
        </div>
        <video
          className={styles.video}
          controls
          preload="none"
          poster={posterUrl}
          aria-describedby={transcriptId}
          width={640}
          height={360}
        >
          <source src={videoUrl} type="video/webm" />
          <track
            kind="captions"
            src={`/api/cms/home-pages/${site.country}-${site.shopMode}/video-captions.vtt`}
            srcLang={site.locale}
            label={t('home.video.captions')}
            default
          />
        </video>
      </Container>
    </section>
  );
}
