// The download thread's entry when the server runs from source (`npm run dev`, vitest, scripts):
// TypeScript through tsx's loader, registered here so that the thread starts the same under tsx,
// vitest and plain node (ADR 030). The production build (build.mjs, ADR 033) puts
// download-worker.ts compiled in its place, under this name: there tsx is not installed.
import { register } from 'tsx/esm/api';

register();
await import('./download-worker.ts');
