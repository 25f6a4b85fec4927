import { frenchSpacing, frenchSpacingProblems, NBSP, NNBSP } from './typography';

const n = NNBSP;
const nb = NBSP;

describe('frenchSpacing', () => {
  it.each([
    ['a normal space before ? ! ;', 'Supprimés ? Oui ! Bien ; voilà', `Supprimés${n}? Oui${n}! Bien${n}; voilà`],
    ['no space before ? ! ;', 'Supprimés? Oui! Bien; voilà', `Supprimés${n}? Oui${n}! Bien${n}; voilà`],
    ['a no-break space before ?', `Supprimés${nb}?`, `Supprimés${n}?`],
    ['a normal space before :', 'Titulaire : {holder}', `Titulaire${nb}: {holder}`],
    ['no space before :', 'Titulaire: {holder}', `Titulaire${nb}: {holder}`],
    ['a narrow space before :', `Titulaire${n}: x`, `Titulaire${nb}: x`],
    ['normal spaces inside « »', 'Résultats pour « {{query}} »', `Résultats pour «${n}{{query}}${n}»`],
    ['no spaces inside « »', 'désactivez «Localiser»', `désactivez «${n}Localiser${n}»`],
    ['no-break spaces inside « »', `«${nb}Localiser${nb}»`, `«${n}Localiser${n}»`],
    ['a sign after a placeholder', '{{question}}: {{answer}}', `{{question}}${nb}: {{answer}}`],
    ['signs after a closing quote', '« Oui »?', `«${n}Oui${n}»${n}?`],
    ['two signs in a row', 'Vraiment?!', `Vraiment${n}?!`],
  ])('%s', (_, text, expected) => {
    expect(frenchSpacing(text)).toBe(expected);
    expect(frenchSpacing(expected)).toBe(expected);
  });

  it.each([
    ['a URL', 'Voir https://revalu.fr/aide?sujet=envoi;x=1#a:b', `Voir https://revalu.fr/aide?sujet=envoi;x=1#a:b`],
    ['a URL, the sign after it still spaced', 'Voir https://revalu.fr/aide ?', `Voir https://revalu.fr/aide${n}?`],
    [
      'mailto and route links',
      'Écrivez à mailto:aide@revalu.fr ou route:contact',
      'Écrivez à mailto:aide@revalu.fr ou route:contact',
    ],
    ['times and ratios', 'Ouvert de 9:00 à 18:30, écran 16:9', 'Ouvert de 9:00 à 18:30, écran 16:9'],
    [
      'HTML attributes and entities',
      '<a href="route:content/x?a=1" style="a: b;">lien</a> &amp; co',
      '<a href="route:content/x?a=1" style="a: b;">lien</a> &amp; co',
    ],
    ['placeholders and code', '{{count, number}} `a:b` ${x ? y : z}', '{{count, number}} `a:b` ${x ? y : z}'],
    ['a sign at the start', ': début', ': début'],
  ])('leaves %s alone', (_, text, expected) => {
    expect(frenchSpacing(text)).toBe(expected);
  });

  it('fixes signs right after an HTML tag closes', () => {
    expect(frenchSpacing('<strong>Important</strong>: lisez')).toBe(`<strong>Important</strong>${nb}: lisez`);
  });

  it('names what is wrong, and nothing for a correct text', () => {
    expect(frenchSpacingProblems(`Supprimés${n}?`)).toEqual([]);
    expect(frenchSpacingProblems('Supprimés ?')).toEqual(['…Supprimés ?… should be …Supprimés⍽?…']);
  });
});
