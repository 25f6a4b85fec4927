import { createPersistedStore, STORAGE_PREFIX } from './create-persisted-store';

interface Counter {
  count: number;
  label: string;
  increment: () => void;
}

function makeStore(migrate?: (p: unknown, v: number) => Partial<Counter> | null) {
  return createPersistedStore<Counter>(
    (set) => ({ count: 0, label: 'new', increment: () => set((s) => ({ count: s.count + 1 })) }),
    { name: 'counter', version: 2, migrate, partialize: (s) => ({ count: s.count, label: s.label }) },
  );
}

describe('persisted store', () => {
  it('stores state with its version and reads it back', () => {
    const store = makeStore();
    store.getState().increment();
    const stored = JSON.parse(window.localStorage.getItem(`${STORAGE_PREFIX}counter`)!);
    expect(stored).toEqual({ state: { count: 1, label: 'new' }, version: 2 });
    const again = makeStore();
    expect(again.getState().count).toBe(1);
  });

  it('migrates state of an older version', () => {
    window.localStorage.setItem(`${STORAGE_PREFIX}counter`, JSON.stringify({ state: { total: 5 }, version: 1 }));
    const store = makeStore((p, v) => (v === 1 ? { count: (p as { total: number }).total } : null));
    expect(store.getState().count).toBe(5);
  });

  it('drops state it cannot migrate and starts fresh', () => {
    window.localStorage.setItem(`${STORAGE_PREFIX}counter`, JSON.stringify({ state: { weird: true }, version: 0 }));
    const store = makeStore(() => null);
    expect(store.getState()).toMatchObject({ count: 0, label: 'new' });
  });

  it('drops unparseable stored state', () => {
    window.localStorage.setItem(`${STORAGE_PREFIX}counter`, '{not json');
    const store = makeStore();
    expect(store.getState().count).toBe(0);
  });
});
