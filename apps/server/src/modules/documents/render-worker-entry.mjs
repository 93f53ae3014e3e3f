// Worker entry in plain JavaScript: registers the TypeScript loader inside the worker thread,
// then hands piscina the renderer written in TypeScript.
import { register } from 'tsx/esm/api';

register();
const { default: render } = await import('./render-worker.ts');
export default render;
