import { create, type Mutate, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';
import { createJSONStorage, persist, type PersistOptions, type StateStorage } from 'zustand/middleware';

export const STORAGE_PREFIX = 'revalu:';

export interface PersistedStoreOptions<T> {
  /** Storage key without prefix, e.g. `checkout`. */
  name: string;
  /** Schema version of what is stored. Bump it when the stored shape changes. */
  version: number;
  /**
   * Turns state stored by an older version into the current shape. Return null to drop it
   * cleanly (the store starts fresh) when it cannot be migrated.
   */
  migrate?: (persisted: unknown, fromVersion: number) => Partial<T> | null;
  /**
   * Reads stored state of the current version field by field (storage can be edited by anyone);
   * what it returns is merged over the initial state.
   */
  sanitize?: (persisted: unknown) => Partial<T>;
  /** Which part of the state is stored; functions never are. */
  partialize?: (state: T) => Partial<T>;
  /** `local` survives the browser session, `session` does not; or a storage of the store's own. */
  storage?: 'local' | 'session' | StateStorage;
}

export function browserStorage(kind: 'local' | 'session'): Storage {
  if (typeof window === 'undefined') {
    const memory = new Map<string, string>();
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
      clear: () => memory.clear(),
      key: (i) => [...memory.keys()][i] ?? null,
      get length() {
        return memory.size;
      },
    };
  }
  return kind === 'local' ? window.localStorage : window.sessionStorage;
}

/**
 * A zustand store persisted in browser storage with a schema version. State of an older version
 * is migrated, or dropped when it cannot be; state that fails to parse is dropped too.
 */
export function createPersistedStore<T extends object>(
  initializer: StateCreator<T, [['zustand/persist', unknown]], []>,
  options: PersistedStoreOptions<T>,
): UseBoundStore<Mutate<StoreApi<T>, [['zustand/persist', Partial<T>]]>> {
  const persistOptions: PersistOptions<T, Partial<T>> = {
    name: STORAGE_PREFIX + options.name,
    version: options.version,
    storage: createJSONStorage(() =>
      typeof options.storage === 'object' ? options.storage : browserStorage(options.storage ?? 'local'),
    ),
    migrate: (persisted, fromVersion) => {
      if (!options.migrate) return {} as T;
      try {
        return (options.migrate(persisted, fromVersion) ?? {}) as T;
      } catch {
        return {} as T;
      }
    },
    merge: (persisted, current) => {
      let state = (persisted as Partial<T> | undefined) ?? {};
      if (options.sanitize) {
        try {
          state = options.sanitize(persisted);
        } catch {
          state = {};
        }
      }
      return { ...current, ...state };
    },
  };
  if (options.partialize) persistOptions.partialize = options.partialize;
  return create<T>()(persist(initializer, persistOptions));
}
