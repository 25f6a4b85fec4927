import { countries } from 'config';
import { homeSections } from './home-sections';

describe('home sections by country and shop mode', () => {
  it('shows review seal and slider only in the German shop', () => {
    expect(homeSections('de', 'default')).toMatchObject({ reviewSeal: true, reviewSlider: true });
    for (const cc of ['at', 'es', 'fr', 'it'] as const)
      expect(homeSections(cc, 'default')).toMatchObject({ reviewSeal: false, reviewSlider: false });
  });

  it('has no newsletter in Austria, and social media only in de and at', () => {
    expect(homeSections('at', 'default')).toMatchObject({ newsletter: false, socialMedia: true });
    expect(homeSections('de', 'default')).toMatchObject({ newsletter: true, socialMedia: true });
    expect(homeSections('fr', 'default')).toMatchObject({
      newsletter: true,
      socialMedia: false,
      conditionsVideo: true,
    });
    expect(homeSections('it', 'default')).toMatchObject({ conditionsVideo: false });
  });

  it('keeps our own channels out of widgets embedded on partner pages', () => {
    for (const mode of ['b2bWidget', 'aganwidget'] as const) {
      expect(homeSections('de', mode)).toEqual({
        reviewSeal: false,
        reviewSlider: false,
        newsletter: false,
        socialMedia: false,
        conditionsVideo: true,
        b2bTeaser: false,
        banner: false,
      });
    }
    expect(homeSections('de', 'agan')).toMatchObject({ newsletter: true, reviewSeal: true, b2bTeaser: false });
  });

  it("shows the home banner where the country's flag is on, in the full shop modes only", () => {
    for (const cc of ['at', 'de', 'es', 'fr', 'it'] as const) {
      expect(homeSections(cc, 'default').banner).toBe(countries[cc].homeBanner);
      expect(homeSections(cc, 'b2bWidget').banner).toBe(false);
    }
    expect(homeSections('de', 'agan').banner).toBe(countries.de.homeBanner);
  });
});
