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
const QUESTIONS = [
  q('powers_on', ['yes', 'no']),
  q('display', ['flawless', 'broken']),
  q('battery', ['yes', 'no'], { question: 'powers_on', answer: 'yes' }),
];

describe('condition questions', () => {
  it('asks a dependent question while the answer it depends on is open or given, not once another answer rules it out', () => {
    expect(visibleQuestions(QUESTIONS, {}).map((x) => x.code)).toEqual(['powers_on', 'display', 'battery']);
    expect(visibleQuestions(QUESTIONS, { powers_on: 'yes' }).map((x) => x.code)).toEqual([
      'powers_on',
      'display',
      'battery',
    ]);
    expect(visibleQuestions(QUESTIONS, { powers_on: 'no' }).map((x) => x.code)).toEqual(['powers_on', 'display']);
  });

  it('follows a chain of dependent questions: one ruled out takes those that depend on it along', () => {
    const chain = [...QUESTIONS, q('battery_health', ['known', 'unknown'], { question: 'battery', answer: 'yes' })];
    expect(visibleQuestions(chain, {}).map((x) => x.code)).toEqual([
      'powers_on',
      'display',
      'battery',
      'battery_health',
    ]);
    expect(visibleQuestions(chain, { battery: 'no' }).map((x) => x.code)).toEqual(['powers_on', 'display', 'battery']);
    expect(visibleQuestions(chain, { powers_on: 'no', battery: 'yes' }).map((x) => x.code)).toEqual([
      'powers_on',
      'display',
    ]);
    expect(answer(chain, { battery: 'yes', battery_health: 'known' }, 'powers_on', 'no')).toEqual({ powers_on: 'no' });
  });

  it('never counts more open questions after an answer than before it', () => {
    const open = (answers: Record<string, string>) => openQuestions(QUESTIONS, answers).length;
    expect(open({})).toBe(3);
    expect(open(answer(QUESTIONS, {}, 'powers_on', 'yes'))).toBe(2);
    expect(open(answer(QUESTIONS, {}, 'powers_on', 'no'))).toBe(1);
    expect(open(answer(QUESTIONS, {}, 'battery', 'yes'))).toBe(2);
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
