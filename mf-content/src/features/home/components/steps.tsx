import { Container } from 'shared/ui';
import type { HomePageData } from '../api/get-home-page';
import sections from './home.module.css';
import styles from './steps.module.css';

/** How it works, in three steps. */
export function Steps({ steps }: { steps: HomePageData['steps'] }) {
  return (
    <section
      className={`${sections.section} ${sections.sectionMuted}`}
      aria-labelledby="home-steps"
      data-home-section="steps"
    >
      <Container>
        <h2 id="home-steps" className={sections.sectionTitle}>
          {steps.title}
        </h2>
        <ol className={styles.steps}>
          {steps.items.map((step, i) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
