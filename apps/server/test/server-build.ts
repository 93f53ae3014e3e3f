/**
 * The compiled server this Vitest run built once from the sources under test (global-setup.ts,
 * docs/decisions/220): the fault and sync tests start their server processes and commands from
 * it with plain node, as production does, instead of through tsx.
 */
import { join } from 'node:path';
import { inject } from 'vitest';

/** The build's folder: main.js, the commands and the worker threads, flat. */
export const serverBuild = (): string => inject('serverBuild');

/** The build's server entry (npm start). */
export const builtMain = (): string => join(serverBuild(), 'main.js');

/** `node` arguments that run the build's command `name` (import.js, sync.js, db-copy.js) with `args`. */
export const builtCommand = (name: string, ...args: string[]): string[] => [
  '--enable-source-maps',
  join(serverBuild(), `${name}.js`),
  ...args,
];
