import path from 'node:path';
import { REPO_ROOT } from '../env';
import { API_BUILT } from './built';

/**
 * Without a host build, the release checks compare a remote's imports with the exports this checkout's
 * sources provide, read with TypeScript: only when the server runs from its sources. The built server always
 * has a host build, and the path below is one esbuild does not follow, so it never loads TypeScript.
 */
export const sourceExports = API_BUILT
  ? undefined
  : async (root: string): Promise<Record<string, string[]>> => {
      const file = path.join(REPO_ROOT, 'scripts', 'lib', 'contract.ts');
      const { providedExports } = (await import(file)) as {
        providedExports: (root: string) => Record<string, string[]>;
      };
      return providedExports(root);
    };
