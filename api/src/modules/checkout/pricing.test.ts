import { conditionId, deviceFacts } from './pricing';

describe('reading the offers the catalogue wrote', () => {
  it('takes name, url and category from the device snapshot', () => {
    const snapshot = {
      id: 'apple-iphone-13-128gb',
      name: 'Apple iPhone 13 128 GB',
      model: 'iPhone 13',
      url: 'apple-iphone-13-128-gb',
      category: 'Smartphones',
      categoryId: 'smartphones',
      manufacturer: 'Apple',
      image: '/x.svg',
    };
    expect(deviceFacts({ device_id: 'apple-iphone-13-128gb', device_snapshot: snapshot })).toEqual({
      name: 'Apple iPhone 13 128 GB',
      slug: 'apple-iphone-13-128-gb',
      category: 'Smartphones',
    });
    expect(deviceFacts({ device_id: 'd-1', device_snapshot: {} })).toEqual({ name: 'd-1', slug: 'd-1', category: '' });
  });

  it('uses the condition grade when the catalogue gives one, else the answers in order', () => {
    const summary = [
      { question: 'powers_on', questionText: 'Lässt es sich einschalten?', answer: 'yes', answerText: 'Ja' },
      { question: 'display', questionText: 'Display', answer: 'light_scratches', answerText: 'Leichte Kratzer' },
    ];
    expect(conditionId({ condition_grade: 'B', condition_summary: summary, answers: {} })).toBe('B');
    expect(conditionId({ condition_grade: null, condition_summary: summary, answers: {} })).toBe('yes-light_scratches');
    expect(conditionId({ condition_grade: null, condition_summary: ['yes', 'flawless'], answers: {} })).toBe(
      'yes-flawless',
    );
    expect(conditionId({ condition_grade: null, condition_summary: [], answers: { display: 'broken' } })).toBe(
      'broken',
    );
  });
});
