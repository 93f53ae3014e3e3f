import { AppError } from '../../errors';

/** The 409 a full watch list, list or contact book answers with. */
export const limitReached = (what: string, limit: number) =>
  new AppError(
    'limit_reached',
    `You have reached the limit of ${limit.toLocaleString('en-US')} ${what}. Remove some first.`,
  );
