import type { Question } from '../../lib/catalog-schemas';

export type Answers = Record<string, string>;

/**
 * The questions that apply, in order. A question that depends on an answer applies while that
 * answer is still open, as the "up to" price assumes it (the best answer: the phone switches on),
 * and goes once another answer rules it out: the count only falls while the customer answers.
 * A question's prerequisite comes before it (the catalogue checks that).
 */
export function visibleQuestions(questions: Question[], answers: Answers): Question[] {
  const shown = new Set<string>();
  return questions.filter((q) => {
    const r = q.requires;
    if (r && !(shown.has(r.question) && (answers[r.question] ?? r.answer) === r.answer)) return false;
    shown.add(q.code);
    return true;
  });
}

/**
 * Sets one answer and drops the answers of questions that no longer apply (a phone that does not
 * switch on has no battery reading), so only asked questions are priced.
 */
export function answer(questions: Question[], answers: Answers, code: string, value: string): Answers {
  const next: Answers = { ...answers, [code]: value };
  const kept: Answers = {};
  for (const q of visibleQuestions(questions, next)) if (next[q.code] !== undefined) kept[q.code] = next[q.code]!;
  return kept;
}

/** The applicable questions still without an answer. */
export function openQuestions(questions: Question[], answers: Answers): Question[] {
  return visibleQuestions(questions, answers).filter((q) => answers[q.code] === undefined);
}
