// The channel bench's engine thread starts here: a worker thread does not inherit tsx's loader
// from `--import tsx`, so it registers it before it loads the TypeScript (channel-engine-thread.ts).
import { register } from 'tsx/esm/api';

register();
await import('./channel-engine-thread.ts');
