import { decodeConsent, encodeConsent, loadConsent, saveConsent, useConsentStore } from './consent-store';

describe('the consent cookie', () => {
  it.each([
    [{ analytics: true, personalization: true }, 'v1:analytics.personalization'],
    [{ analytics: true, personalization: false }, 'v1:analytics'],
    [{ analytics: false, personalization: true }, 'v1:personalization'],
    [{ analytics: false, personalization: false }, 'v1:'],
  ])('%j is written as %s and read back', (choice, value) => {
    expect(encodeConsent(choice)).toBe(value);
    expect(decodeConsent(value)).toEqual(choice);
  });

  it.each([null, '', 'v0:analytics', 'v1:ANALYTICS', 'yes', 'v1:analytics;x'])('asks again for %j', (value) => {
    expect(decodeConsent(value)).toBeNull();
  });

  it('is saved for a year and read at start', () => {
    saveConsent({ analytics: true, personalization: false });
    expect(document.cookie).toContain('revalu_consent=v1:analytics');
    useConsentStore.setState({ decided: false, analytics: false });
    loadConsent();
    expect(useConsentStore.getState()).toMatchObject({ decided: true, analytics: true, personalization: false });
  });
});
