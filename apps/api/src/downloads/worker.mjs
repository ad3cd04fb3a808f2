// The download thread's entry: TypeScript through tsx's loader, registered here so that the
// thread starts the same under `npm start` (tsx), vitest and plain node (ADR 030).
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
