import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Whether `version` satisfies `range`, for the ranges our package.json files use: an exact version,
 * `^x.y.z` and `~x.y.z` (prereleases excluded). `undefined` for any other range: the runtime's own
 * check decides those.
 */
export function satisfiesSimpleRange(version: string, range: string): boolean | undefined {
  const parse = (text: string) => {
    const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text);
    return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
  };
  const have = parse(version);
  if (!have) return undefined;
  const operator = range[0] === '^' || range[0] === '~' ? range[0] : '';
  const want = parse(range.slice(operator.length));
  if (!want) return undefined;
  const [major, minor, patch] = have as [number, number, number];
  const [wantMajor, wantMinor, wantPatch] = want as [number, number, number];
  if (operator === '') return major === wantMajor && minor === wantMinor && patch === wantPatch;
  const atLeast =
    major > wantMajor || (major === wantMajor && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch)));
  if (!atLeast) return false;
  if (operator === '~') return major === wantMajor && minor === wantMinor;
  // Caret: the first non-zero part stays.
  if (wantMajor > 0) return major === wantMajor;
  if (wantMinor > 0) return major === 0 && minor === wantMinor;
  return major === 0 && minor === 0 && patch === wantPatch;
}

/** Settles in a task of its own, after the browser has had its turn (input, paint). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves a shared singleton whose chosen version plainly satisfies the consumer's range without the
 * runtime's general semver parser, which builds some ten regular expressions per shared module: with
 * thirty shared modules that is the largest single task of a page's start on a phone. Any other case
 * (a range it does not read, a version that does not satisfy, a non-singleton) goes the runtime's way,
 * with its warning or error.
 */
export default function shareResolutionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'share-resolution',
    // Each shared module is loaded and run in a task of its own: the start's twenty-odd otherwise run
    // as one chain of promises, a single task of a few hundred milliseconds on a phone.
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const config = shareInfo.shareConfig;
      if (!config?.singleton || shareInfo.treeShaking || !version) return args;
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      if (!shared) return args;
      const range = config.requiredVersion;
      const satisfied =
        range === false || range === '*' || (typeof range === 'string' && satisfiesSimpleRange(version, range));
      if (satisfied !== true) return args;
      args.resolver = () => ({ shared, useTreesShaking: false });
      return args;
    },
  };
}
