import mitt, { type Emitter } from 'mitt';
import type { ShopEventName, ShopEvents } from './events';

export type { ShopEventName, ShopEvents, EventNamespace } from './events';

export interface RecordedEvent<K extends ShopEventName = ShopEventName> {
  name: K;
  payload: ShopEvents[K];
  at: number;
}

const HISTORY_LIMIT = 200;

/**
 * The typed event bus host and remotes talk through. `shared` is a Module Federation singleton,
 * so every remote gets this same instance. The last events are kept for diagnostics and tests.
 */
export function createEventBus() {
  const emitter: Emitter<ShopEvents> = mitt<ShopEvents>();
  const history: RecordedEvent[] = [];
  return {
    emit<K extends ShopEventName>(name: K, payload: ShopEvents[K]): void {
      history.push({ name, payload, at: Date.now() } as RecordedEvent);
      if (history.length > HISTORY_LIMIT) history.shift();
      emitter.emit(name, payload);
    },
    /** Subscribes; returns the function that unsubscribes. */
    on<K extends ShopEventName>(name: K, listener: (payload: ShopEvents[K]) => void): () => void {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
    /** Every event, for reporting (analytics, error tracking). */
    onAny(listener: (name: ShopEventName, payload: ShopEvents[ShopEventName]) => void): () => void {
      const wrapped = (name: ShopEventName, payload: ShopEvents[ShopEventName]) => listener(name, payload);
      emitter.on('*', wrapped as never);
      return () => emitter.off('*', wrapped as never);
    },
    history(): readonly RecordedEvent[] {
      return history.slice();
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;

export const bus: EventBus = createEventBus();

if (typeof window !== 'undefined') {
  // Readable from devtools and browser tests; the bus itself stays the module singleton.
  (window as unknown as { __shopBus?: EventBus }).__shopBus = bus;
}
