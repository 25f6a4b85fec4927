import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { importsOfFile, mergeImports } from '../contract';

/** The file every remote build writes beside its output: what it needs of its host (../contract.ts). */
export const CONTRACT_FILE = 'contract.json';

type SourceModuleLike = { type: string; identifier(): string; resource?: string };

/**
 * Writes CONTRACT_FILE: the share keys the build takes from its host (with their required version
 * ranges), and the names its own source files import from `shared/*` and `config/*`. The build script
 * moves it into release.json and mf-manifest.json, where release checks and the browser's loader read it.
 */
export class ContractPlugin {
  constructor(private readonly appDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContractPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const shareKeys: Record<string, string> = {};
          const files = new Set<string>();
          const own = this.appDir + path.sep;
          for (const module of compilation.modules as Iterable<SourceModuleLike>) {
            if (module.type === 'consume-shared-module') {
              // `consume shared module (default) react-dom/client@^19.3.1 (singleton) (fallback: ...)`
              const match = /^consume shared module \([^)]*\) (.+?)@([^ ]*) /.exec(module.identifier());
              if (match) shareKeys[match[1]!] = match[2]!;
            }
            const resource = module.resource?.split('?')[0];
            if (
              resource?.startsWith(own) &&
              !resource.includes(`${path.sep}node_modules${path.sep}`) &&
              /\.tsx?$/.test(resource)
            )
              files.add(resource);
          }
          // The server build takes the singletons from the host's server build (externals), not a share scope.
          for (const file of files)
            for (const key of Object.keys(importsOfFile(file))) if (!(key in shareKeys)) shareKeys[key] ??= '';
          const contract = {
            shareKeys: Object.fromEntries(Object.entries(shareKeys).sort(([a], [b]) => a.localeCompare(b))),
            imports: mergeImports([...files].sort().map((file) => importsOfFile(file))),
          };
          compilation.emitAsset(CONTRACT_FILE, new rspack.sources.RawSource(`${JSON.stringify(contract, null, 1)}\n`));
        },
      );
    });
  }
}
