import { compact, noProblems, problemsFrom } from 'shared/forms';
import { HttpError } from 'shared/http';

const failed = (status: number, body: unknown = null) => new HttpError('POST', '/api/x', status, body);

describe('problemsFrom', () => {
  it('gives the fields the API named, and `validation` for the form', () => {
    const error = failed(400, { code: 'validation', fields: { email: 'invalid_email', consent: 'consent_required' } });
    expect(problemsFrom(error)).toEqual({
      fields: { email: 'invalid_email', consent: 'consent_required' },
      form: 'validation',
    });
  });

  it("names fields as the form does once the API's prefix is removed; other paths stay whole", () => {
    const error = failed(400, { code: 'validation', fields: { 'address.zip': 'zip_invalid', phone: 'phone_invalid' } });
    expect(problemsFrom(error, 'address.').fields).toEqual({ zip: 'zip_invalid', phone: 'phone_invalid' });
  });

  it("gives the API's code for the whole form when no field is named", () => {
    expect(problemsFrom(failed(409, { code: 'payment_account_exists' }))).toEqual({
      fields: {},
      form: 'payment_account_exists',
    });
    expect(problemsFrom(failed(500, { message: 'no code' }))).toEqual({ fields: {}, form: 'generic' });
  });

  it('keeps what a 429 says (locked, too fast, how long to wait); without a code it is rate_limited', () => {
    expect(problemsFrom(failed(429, { code: 'login_locked', retryAfterSeconds: 900 }))).toEqual({
      fields: {},
      form: 'login_locked',
      retryAfterSeconds: 900,
    });
    expect(problemsFrom(failed(429, { code: 'too_fast', retryAfterSeconds: 2 }))).toMatchObject({
      form: 'too_fast',
      retryAfterSeconds: 2,
    });
    expect(problemsFrom(failed(429))).toEqual({ fields: {}, form: 'rate_limited' });
  });

  it('says `unavailable` for a 503, whatever dependency the API names, with how long to wait', () => {
    expect(problemsFrom(failed(503, { code: 'database_unavailable', retryAfterSeconds: 5 }))).toEqual({
      fields: {},
      form: 'unavailable',
      retryAfterSeconds: 5,
    });
    expect(problemsFrom(failed(503))).toEqual({ fields: {}, form: 'unavailable' });
  });

  it('says `network` when no answer came, and `generic` for anything that is no failed call', () => {
    expect(problemsFrom(failed(0))).toEqual({ fields: {}, form: 'network' });
    expect(problemsFrom(new TypeError('x is undefined'))).toEqual({ fields: {}, form: 'generic' });
  });
});

describe('compact and noProblems', () => {
  it('keeps only the fields whose check found a problem', () => {
    expect(compact({ email: 'required', password: null, consent: undefined })).toEqual({ email: 'required' });
    expect(compact({})).toEqual({});
  });

  it('noProblems cannot be changed by one form for all the others', () => {
    expect(noProblems).toEqual({ fields: {}, form: null });
    expect(Object.isFrozen(noProblems) && Object.isFrozen(noProblems.fields)).toBe(true);
  });
});
