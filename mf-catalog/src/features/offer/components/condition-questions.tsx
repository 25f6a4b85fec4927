import { useTranslation } from 'shared/i18n';
import { RadioGroup } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import type { Question } from '../../../lib/catalog-schemas';
import { visibleQuestions, type Answers } from '../questions';
import styles from './offer.module.css';

/** The condition questions as one clear form: a radio group each, with its help text; dependent questions appear when they apply. */
export function ConditionQuestions({
  questions,
  answers,
  onAnswer,
  missing,
}: {
  questions: Question[];
  answers: Answers;
  onAnswer: (code: string, value: string) => void;
  missing: Set<string>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const visible = visibleQuestions(questions, answers);
  return (
    <ol className={styles.questions}>
      {visible.map((q, i) => (
        <li key={q.code} className={styles.question} data-question={q.code}>
          <RadioGroup
            legend={
              <>
                <span className={styles.questionNumber}>
                  {t('pdp.questionNumber', { number: i + 1, total: visible.length })}
                </span>{' '}
                {q.question}
              </>
            }
            hint={q.description}
            name={`q-${q.code}`}
            value={answers[q.code] ?? null}
            onChange={(value) => onAnswer(q.code, value)}
            options={q.answers.map((a) => ({ value: a.code, label: a.text }))}
            error={missing.has(q.code) ? t('pdp.answerMissing') : undefined}
          />
        </li>
      ))}
    </ol>
  );
}
