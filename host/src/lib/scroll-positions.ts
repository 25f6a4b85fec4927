/**
 * Saved scroll positions by history entry (react-router's `location.key`), kept in the tab's
 * session storage so that a reload finds them. The scroll manager keeps them; before it has loaded
 * the page's own start (lib/interaction.ts) saves what the customer scrolled, should they reload or
 * leave before the manager came.
 */
const STORAGE_KEY = 'revalu:scroll-positions';
const MAX_ENTRIES = 100;

export class ScrollPositions {
  private positions = new Map<string, number>();

  constructor(private readonly storage: Storage | null = safeSessionStorage()) {
    try {
      const raw = this.storage?.getItem(STORAGE_KEY);
      const parsed = raw ? (JSON.parse(raw) as unknown) : null;
      if (parsed && typeof parsed === 'object') {
        for (const [key, y] of Object.entries(parsed as Record<string, unknown>)) {
          if (typeof y === 'number' && Number.isFinite(y) && y >= 0) this.positions.set(key, y);
        }
      }
    } catch {
      // garbled storage: start without saved positions
    }
  }

  get(key: string): number | undefined {
    return this.positions.get(key);
  }

  set(key: string, y: number): void {
    this.positions.delete(key);
    this.positions.set(key, Math.max(0, Math.round(y)));
    while (this.positions.size > MAX_ENTRIES) this.positions.delete(this.positions.keys().next().value!);
  }

  persist(): void {
    try {
      this.storage?.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(this.positions)));
    } catch {
      // storage full or unavailable: positions live for this page only
    }
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
