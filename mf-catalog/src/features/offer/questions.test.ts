import type { Question } from '../../lib/catalog-schemas';
import { answer, openQuestions, visibleQuestions } from './questions';

const q = (code: string, answers: string[], requires: Question['requires'] = null): Question => ({
  id: code,
  code,
  question: code,
  description: '',
  requires,
  answers: answers.map((a) => ({ id: `${code}.${a}`, code: a, text: a })),
});
const QUESTIONS = [q('powers_on', ['yes', 'no']), q('display', ['flawless', 'broken']), q('battery', ['yes', 'no'], { question: 'powers_on', answer: 'yes' })];

describe('condition questions', () => {
  it('asks a dependent question only after the answer it depends on', () => {
    expect(visibleQuestions(QUESTIONS, {}).map((x) => x.code)).toEqual(['powers_on', 'display']);
    expect(visibleQuestions(QUESTIONS, { powers_on: 'no' }).map((x) => x.code)).toEqual(['powers_on', 'display']);
    expect(visibleQuestions(QUESTIONS, { powers_on: 'yes' }).map((x) => x.code)).toEqual(['powers_on', 'display', 'battery']);
  });

  it('drops the answer of a question that no longer applies, so it is not priced', () => {
    let answers = answer(QUESTIONS, {}, 'powers_on', 'yes');
    answers = answer(QUESTIONS, answers, 'battery', 'no');
    expect(answers).toEqual({ powers_on: 'yes', battery: 'no' });
    expect(answer(QUESTIONS, answers, 'powers_on', 'no')).toEqual({ powers_on: 'no' });
  });

  it('counts the open questions among those that apply', () => {
    expect(openQuestions(QUESTIONS, { powers_on: 'yes', display: 'flawless' }).map((x) => x.code)).toEqual(['battery']);
    expect(openQuestions(QUESTIONS, { powers_on: 'no', display: 'flawless' })).toEqual([]);
  });
});
