import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from 'release';
import { exportsOfFile, importsOfFile, missingImports, providedExports } from './contract';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'contract-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, text: string) => {
  const full = path.join(dir, name);
  writeFileSync(full, text);
  return full;
};

describe('what a remote imports from shared and config', () => {
  it('names every value it imports or re-exports, and leaves type-only imports and other packages out', () => {
    const source = file(
      'page.tsx',
      `import { http, HttpError as Failure } from 'shared/http';
       import type { Site } from 'config';
       import { buildPath, type CountryCode } from 'config';
       import * as ui from 'shared/ui';
       import React from 'react';
       import 'shared/ui/tokens.css';
       export { useNow } from 'shared/hooks';
       const later = () => import('shared/stores');
       export const Page = () => null;`,
    );
    expect(importsOfFile(source)).toEqual({
      config: ['buildPath'],
      'shared/hooks': ['useNow'],
      'shared/http': ['HttpError', 'http'],
      'shared/stores': ['*'],
      'shared/ui': ['*'],
      'shared/ui/tokens.css': [],
    });
  });
});

describe('what a module exports', () => {
  it('follows export * through its own files, and counts declarations, lists, defaults and types', () => {
    file(
      'inner.ts',
      `export const a = 1; export function b() {} export interface C {} export type D = 1; export enum E { x }`,
    );
    file('other.ts', `const hidden = 2; export { hidden as shown }; export default class Z {}`);
    const entry = file(
      'entry.ts',
      `export * from './inner'; export { default as Zed, shown } from './other'; export * as ns from './other';
       export * from 'some-package'; export class F {}`,
    );
    expect(exportsOfFile(entry)).toEqual(['*', 'C', 'D', 'E', 'F', 'Zed', 'a', 'b', 'ns', 'shown']);
  });

  it('reads the real shared and config: every entry point of their package.json, with its exports', () => {
    const provided = providedExports(REPO_ROOT);
    expect(provided['shared/http']).toEqual(expect.arrayContaining(['http', 'HttpError']));
    expect(provided.config).toEqual(expect.arrayContaining(['buildPath', 'missingImports', 'REMOTES']));
    expect(provided['config/checkout']).toEqual(expect.arrayContaining(['isValidTradeNumber']));
  });
});

describe('the check', () => {
  const provided = { 'shared/http': ['http', 'HttpError'], config: ['buildPath'] };
  it('names a missing export and a missing module, and accepts namespace imports of a module the host has', () => {
    expect(
      missingImports(
        { 'shared/http': ['http', 'httpRetry'], 'shared/hooks': ['useNow'], config: ['*', 'buildPath'] },
        provided,
      ),
    ).toEqual([
      { shareKey: 'shared/http', name: 'httpRetry' },
      { shareKey: 'shared/hooks', name: null },
    ]);
    expect(missingImports({ 'shared/http': ['http'] }, provided)).toEqual([]);
  });
});
