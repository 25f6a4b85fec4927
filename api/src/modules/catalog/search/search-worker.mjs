// The search worker thread's entry: Node does not apply the server's TypeScript loader (tsx) to a
// worker thread's first module, so this plain module registers tsx in the thread and then loads
// the worker itself (search-worker.ts).
import { register } from 'tsx/esm/api';

register();
await import('./search-worker.ts');
