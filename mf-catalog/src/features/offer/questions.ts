import type { Question } from '../../lib/catalog-schemas';

export type Answers = Record<string, string>;

/** Whether a question applies to these answers: a question that depends on an answer is asked only after it. */
export function applies(question: Question, answers: Answers): boolean {
  return question.requires === null || answers[question.requires.question] === question.requires.answer;
}

/** The questions to ask now, in order. */
export function visibleQuestions(questions: Question[], answers: Answers): Question[] {
  return questions.filter((q) => applies(q, answers));
}

/**
 * Sets one answer and drops the answers of questions that no longer apply (a phone that does not
 * switch on has no battery reading), so only asked questions are priced.
 */
export function answer(questions: Question[], answers: Answers, code: string, value: string): Answers {
  const next: Answers = { ...answers, [code]: value };
  const kept: Answers = {};
  for (const q of questions) if (next[q.code] !== undefined && applies(q, kept)) kept[q.code] = next[q.code]!;
  return kept;
}

/** The applicable questions still without an answer. */
export function openQuestions(questions: Question[], answers: Answers): Question[] {
  return visibleQuestions(questions, answers).filter((q) => answers[q.code] === undefined);
}
