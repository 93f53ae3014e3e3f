import { afterAll, beforeAll } from 'vitest';
import type { AccountStore, NewUser } from '../../src/store/types';
import type { EngineUnderTest } from './engines';

/** Shared by the account store contract suites: each file opens its own store per engine. */

/** Lets the clock move on, so that timestamps written before and after differ. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

export const newUser = (id: string, overrides: Partial<NewUser> = {}): NewUser => ({
  user_id: id,
  email: `${id}@example.at`,
  fullname: id,
  password_hash: null,
  google_sub: null,
  email_verified: true,
  language: 'de',
  security_ip: null,
  ...overrides,
});

/** A fresh account store of `engine` for the file's tests; `use` receives it once it is open. */
export function useAccountStore(engine: EngineUnderTest, use: (store: AccountStore) => void): void {
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await engine.open();
    use(opened.stores.accounts);
    cleanup = opened.cleanup;
  });
  afterAll(() => cleanup());
}
