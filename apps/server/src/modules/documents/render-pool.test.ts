import { afterAll, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { createRenderPool, RENDER_QUEUE_LIMIT } from './render-pool';

const pool = createRenderPool(1);
afterAll(() => pool.close());

it('builds a workbook in a worker thread', async () => {
  const file = await pool.run({ kind: 'xlsx', rows: [], sheetName: 'Leads', lang: 'de' });
  // An XLSX file is a zip archive.
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
});

it('starts its threads in a warm-up, before the first document, and builds the task in each', async () => {
  const warmed = createRenderPool(1);
  try {
    expect(warmed.threads()).toBe(0);
    expect(await warmed.warmUp({ kind: 'xlsx', rows: [], sheetName: 'x', lang: 'de' })).toBe(1);
    expect(warmed.threads()).toBe(1);
  } finally {
    await warmed.close();
  }
});

it('refuses exports past its queue with server_busy instead of queueing without end', async () => {
  const outcomes = await Promise.allSettled(
    Array.from({ length: RENDER_QUEUE_LIMIT + 10 }, () =>
      pool.run({ kind: 'xlsx', rows: [], sheetName: 'x', lang: 'de' }),
    ),
  );
  const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
  for (const outcome of refused) {
    expect(outcome.reason).toBeInstanceOf(AppError);
    expect((outcome.reason as AppError).code).toBe('server_busy');
  }
  expect(refused.length).toBeGreaterThan(0);
  expect(outcomes.length - refused.length).toBeGreaterThanOrEqual(RENDER_QUEUE_LIMIT);
});

it('finishes the documents already asked for when it closes, instead of failing them', async () => {
  const closing = createRenderPool(1);
  const asked = [1, 2, 3].map(() => closing.run({ kind: 'xlsx', rows: [], sheetName: 'x', lang: 'de' }));
  await closing.close();
  const outcomes = await Promise.allSettled(asked);
  expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
});
