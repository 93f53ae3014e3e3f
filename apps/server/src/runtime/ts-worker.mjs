// Entry of every worker thread when the server runs from TypeScript (development, tests): it
// registers the TypeScript loader inside the thread, then loads the worker's source, whose path
// server-files.ts (workerEntry) appends to process.argv. Compiled, each worker is its own bundle
// and this file is not used.
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const source = process.argv.at(-1);
const worker = await import(pathToFileURL(source).href);
// piscina takes a worker's default export as the task handler; plain workers have none.
export default worker.default;
