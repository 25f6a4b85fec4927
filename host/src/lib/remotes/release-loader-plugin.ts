import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  REMOTES,
  containerName,
  describeContractProblem,
  missingImports,
  type ContractProblem,
  type RemoteName,
} from 'config';
import { bus } from 'shared/bus';
import { activeVersion, fallBack } from './remote-registry';

/** The export names of the `shared/*` and `config/*` modules this host provides (its build writes them in). */
type ProvidedExports = Readonly<Record<string, readonly string[]>>;

/** A remote version whose manifest imports what this host does not provide. */
export class ContractRefusedError extends Error {
  override readonly name = 'ContractRefusedError';
  constructor(
    readonly remote: RemoteName,
    readonly version: string,
    readonly problems: ContractProblem[],
  ) {
    super(
      `${remote} ${version} needs what this host does not provide: ${problems.map(describeContractProblem).join(', ')}`,
    );
  }
}

const remoteOfContainer = new Map<string, RemoteName>(REMOTES.map((r) => [containerName(r), r]));

/** `mf_catalog/HomePage` or `mf_catalog` -> `mf-catalog`. */
function remoteOf(idOrName: string | undefined): RemoteName | null {
  return remoteOfContainer.get((idOrName ?? '').split('/')[0]!) ?? null;
}

interface ManifestWithContract {
  metaData?: { buildInfo?: { buildVersion?: string } };
  contract?: { imports?: Record<string, string[]> };
}

/**
 * The host's runtime plugin for remote versions (docs/decisions/0107-the-contract-is-what-the-code-uses.md):
 * - before a version is mounted, the imports its manifest lists are checked against what this host
 *   provides; a version that needs more (a release manifest edited by hand, past the release checks) is
 *   refused and reported;
 * - a version that is refused or fails to load moves the remote along its fallback chain (canary, pinned,
 *   last known good) and the load is tried again there, until one loads or none is left.
 * Transient network failures are retried before a version is given up (the retry plugin, registered beside it).
 */
export function releaseLoaderPlugin(provided: () => Promise<ProvidedExports | null>): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-release-loader',
    async loadRemoteSnapshot(args) {
      const manifest = args.manifestJson as ManifestWithContract | undefined;
      const imports = manifest?.contract?.imports;
      const remote = remoteOf(args.moduleInfo.name);
      if (!imports || !remote) return args;
      const exports = await provided();
      if (!exports) return args;
      const problems = missingImports(imports, exports);
      if (problems.length) {
        const version = manifest.metaData?.buildInfo?.buildVersion ?? activeVersion(remote) ?? '?';
        throw new ContractRefusedError(remote, version, problems);
      }
      return args;
    },
    async errorLoadRemote({ id, error, origin }) {
      const remote = remoteOf(id);
      if (!remote) return undefined;
      const failed = activeVersion(remote);
      if (error instanceof ContractRefusedError) {
        bus.emit('host:remote-refused', {
          remote,
          version: error.version,
          problems: error.problems.map(describeContractProblem),
        });
      }
      // Nothing left to try: the region shows its fallback, and the error says why.
      if (!fallBack(remote, failed)) return undefined;
      return origin.loadRemote(id);
    },
  };
}
