import { createEventBus } from './index';

describe('event bus', () => {
  it('delivers namespaced events to listeners until they unsubscribe, and keeps a history', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const off = bus.on('host:remote-load-failed', (p) => seen.push(`${p.remote}:${p.message}`));
    const all: string[] = [];
    bus.onAny((name) => all.push(name));
    bus.emit('host:remote-load-failed', {
      remote: 'mf-catalog',
      module: './SearchBox',
      version: '0.1.0',
      message: 'boom',
    });
    off();
    bus.emit('host:remote-load-failed', {
      remote: 'mf-content',
      module: './HomePage',
      version: null,
      message: 'again',
    });
    expect(seen).toEqual(['mf-catalog:boom']);
    expect(all).toEqual(['host:remote-load-failed', 'host:remote-load-failed']);
    expect(bus.history().map((e) => e.name)).toHaveLength(2);
  });
});
