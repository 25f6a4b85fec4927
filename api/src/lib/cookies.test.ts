import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { readCookies } from './cookies';

// The parser of @fastify/cookie loads when the plugin is registered.
beforeAll(async () => {
  const app = Fastify();
  await app.register(cookie);
  await app.ready();
  await app.close();
});

describe('readCookies', () => {
  it('reads names and percent-decoded values, the first of a repeated name', () => {
    expect(readCookies('a=1; revalu_consent=v1%3Aanalytics;b = two ; a=2')).toEqual({
      a: '1',
      revalu_consent: 'v1:analytics',
      b: 'two',
    });
  });

  it('has nothing for no header, and leaves out a value that does not decode, as the browser does', () => {
    expect(readCookies(undefined)).toEqual({});
    expect(readCookies('')).toEqual({});
    expect(readCookies('revalu_consent=%E0%A4%A; x=1')).toEqual({ x: '1' });
  });

  it('keeps quotes as the browser reads them, and skips a part without a value', () => {
    expect(readCookies('q="v"; novalue; y=')).toEqual({ q: '"v"', y: '' });
  });
});
