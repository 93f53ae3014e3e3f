// Worker entry in plain JavaScript: it registers the TypeScript loader inside the worker
// thread, then loads the worker written in TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./gleif-lei-worker.ts');
