import { rspack, type Compiler } from '@rspack/core';

/** The file every build writes beside its output: the files of each named chunk group (decision 0009). */
export const START_ASSETS_FILE = 'start-assets.json';

type ChunkGroupLike = { chunks: Iterable<ChunkLike> };
type ChunkLike = { files: Iterable<string> };
type ModuleLike = { type: string; blocks?: readonly unknown[]; identifier(): string };

/**
 * Writes START_ASSETS_FILE: for every named chunk group (the host's `bootstrap`, a remote's
 * `__federation_expose_<Page>`, each app's `texts-<locale>`), the JS and CSS files the browser loads
 * for it, relative to the output folder. The server reads it to name in a page's HTML the files the
 * page's start will ask for, so they download at once instead of one round trip after another
 * (api/src/modules/shop-pages/server-render/start-preloads.ts). In the host, which provides the shared libraries, a
 * group's files include those of the shared modules it consumes (their chunks load with it); a
 * remote's consumed modules come from the host, so its groups list only its own files.
 */
export class StartAssetsPlugin {
  constructor(private readonly followSharedModules: boolean) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('StartAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const chunkGraph = compilation.chunkGraph as unknown as {
            getChunkModules(chunk: ChunkLike): Iterable<ModuleLike>;
            getBlockChunkGroup(block: unknown): ChunkGroupLike | null;
          };
          // What the app provides to the share scope, by the file it provides: at its start the host is
          // the only provider, so a shared module it consumes loads from the provider's chunk (not from
          // the consumer's fallback, which the bundler may have put into another chunk).
          const providers = new Map<string, ChunkGroupLike>();
          const resourceOf = (module: ModuleLike, pattern: RegExp) => pattern.exec(module.identifier())?.[1]?.trim();
          if (this.followSharedModules) {
            for (const chunk of compilation.chunks as Iterable<ChunkLike>) {
              for (const module of chunkGraph.getChunkModules(chunk)) {
                if (module.type !== 'provide-module') continue;
                const resource = resourceOf(module, / = (.+)$/);
                const group = module.blocks?.[0] ? chunkGraph.getBlockChunkGroup(module.blocks[0]) : null;
                if (resource && group) providers.set(resource, group);
              }
            }
          }
          const filesOf = (group: ChunkGroupLike): string[] => {
            const files = new Set<string>();
            const seen = new Set<ChunkGroupLike>();
            const visit = (current: ChunkGroupLike) => {
              if (seen.has(current)) return;
              seen.add(current);
              for (const chunk of current.chunks) {
                for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
                if (!this.followSharedModules) continue;
                for (const module of chunkGraph.getChunkModules(chunk)) {
                  if (module.type !== 'consume-shared-module') continue;
                  const resource = resourceOf(module, /\(fallback: (.+)\)$/);
                  const provider = resource ? providers.get(resource) : undefined;
                  if (provider) visit(provider);
                }
              }
            };
            visit(group);
            return [...files].sort();
          };
          const groups: Record<string, string[]> = {};
          for (const [name, group] of [...compilation.namedChunkGroups].sort(([a], [b]) => a.localeCompare(b)))
            groups[name] = filesOf(group);
          compilation.emitAsset(
            START_ASSETS_FILE,
            new rspack.sources.RawSource(`${JSON.stringify({ groups }, null, 1)}\n`),
          );
        },
      );
    });
  }
}
