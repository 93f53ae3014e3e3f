// Entry of a command the server starts as a child process (server-files.ts commandEntry) when it
// runs from TypeScript (development, tests): it registers the TypeScript loader, takes the
// command's source from argv and runs it with the arguments that follow. Compiled, each command
// is its own bundle and this file is not used.
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const [source] = process.argv.splice(2, 1);
await import(pathToFileURL(source).href);
