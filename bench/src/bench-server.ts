import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The compiled server, as `npm start` runs it (build it first), with `env` added to this
 * process's environment. Resolves once /api/health answers.
 */
export function startBenchServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolvePromise, reject) => {
    const started = Date.now();
    const poll = async () => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return resolvePromise(child);
      } catch {
        // not listening yet
      }
      if (Date.now() - started > 120_000) return reject(new Error('server did not start within 2 minutes'));
      setTimeout(poll, 250);
    };
    child.on('exit', (code) => reject(new Error(`server exited with code ${code}`)));
    void poll();
  });
}
