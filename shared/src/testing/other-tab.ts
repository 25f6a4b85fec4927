/**
 * Another tab of the same browser, for tests of state that tabs share or keep apart: it has a
 * sessionStorage of its own and shares this window's localStorage. `run` runs code as that tab;
 * what it changed in localStorage then reaches this window as `storage` events, as a browser
 * delivers them to the other tabs. (A store module loaded inside `run` listens on this window too.)
 */
export function otherTab(): { sessionStorage: Storage; run: <T>(fn: () => T) => T } {
  const memory = new Map<string, string>();
  const sessionStorage: Storage = {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, String(value)),
    removeItem: (key) => void memory.delete(key),
    clear: () => memory.clear(),
    key: (index) => [...memory.keys()][index] ?? null,
    get length() {
      return memory.size;
    },
  };
  const snapshot = () =>
    new Map(
      Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i)!).map((k) => [
        k,
        window.localStorage.getItem(k),
      ]),
    );
  return {
    sessionStorage,
    run(fn) {
      const own = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
      const before = snapshot();
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        enumerable: true,
        get: () => sessionStorage,
      });
      try {
        return fn();
      } finally {
        Object.defineProperty(window, 'sessionStorage', own);
        const after = snapshot();
        for (const key of new Set([...before.keys(), ...after.keys()])) {
          const oldValue = before.get(key) ?? null;
          const newValue = after.get(key) ?? null;
          if (oldValue !== newValue)
            window.dispatchEvent(
              new StorageEvent('storage', { key, oldValue, newValue, storageArea: window.localStorage }),
            );
        }
      }
    },
  };
}
