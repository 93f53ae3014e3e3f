import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { eventually } from '../eventually';

it('answers the open requests of a crashing process with 503 and exits', async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'crash-guard-app.ts')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const printed = async (pattern: RegExp) =>
    (await eventually(
      () => {
        const match = pattern.exec(text);
        if (!match && child.exitCode !== null) throw new Error(`exited: ${text}`);
        return match;
      },
      (match) => match !== null,
      { intervalMs: 10, what: () => `${pattern} in the output: ${text}` },
    ))!;
  const address = (await printed(/LISTENING (\S+)/))[1]!;
  const hanging = fetch(`${address}/hang`);
  // The crash comes only once the hanging request is being worked on.
  await printed(/HANGING/);
  expect((await fetch(`${address}/boom`)).status).toBe(200);
  const answer = await hanging;
  expect(answer.status).toBe(503);
  expect(await answer.json()).toMatchObject({ code: 'worker_crashed' });
  expect(await exited).toBe(1);
  // Two waits of up to 20 s each for the child's output: above the default 30 s.
}, 60_000);
