import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A stand-in for the federation runtime in jest, which cannot load federated modules: `load` is what
 * fetching a remote's module does (tests script its answers), and a failed load goes through the
 * registered plugins' `errorLoadRemote` hooks as in the runtime, where the first hook that answers
 * recovers the load. Playwright covers the real runtime.
 */
export function createFakeFederation() {
  const plugins: ModuleFederationRuntimePlugin[] = [];
  const load = jest.fn<Promise<unknown>, [string]>();
  const registerRemotes = jest.fn();
  async function loadRemote(id: string): Promise<unknown> {
    try {
      return await load(id);
    } catch (error) {
      for (const plugin of plugins) {
        const recovered = await plugin.errorLoadRemote?.({
          id,
          error,
          from: 'runtime',
          lifecycle: 'onLoad',
          origin: { loadRemote } as never,
        });
        if (recovered) return recovered;
      }
      throw error;
    }
  }
  return {
    load,
    registerRemotes,
    plugins,
    reset() {
      load.mockReset();
      registerRemotes.mockReset();
    },
    runtime: {
      loadRemote,
      registerRemotes: (...args: unknown[]) => registerRemotes(...args),
      registerPlugins: (added: ModuleFederationRuntimePlugin[]) => {
        for (const plugin of added) if (!plugins.some((p) => p.name === plugin.name)) plugins.push(plugin);
      },
    },
  };
}

export type FakeFederation = ReturnType<typeof createFakeFederation>;

/** The one fake of a test file: `jest.mock` of the runtime returns its `runtime`, the test drives it. */
export const fakeFederation = createFakeFederation();

/** This module's shape, for `jest.requireActual` in a `jest.mock` factory. */
export interface FakeFederationModule {
  fakeFederation: FakeFederation;
}
