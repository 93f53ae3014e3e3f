import type { AccountStore } from './accounts';
import type { CompanyStore } from './companies';
import type { SyncStore } from './sync';

export type * from './accounts';
export type * from './companies';
export type * from './digest';
export type * from './events';
export type * from './imports';
export type * from './mail-jobs';
export type * from './match-jobs';
export type * from './matching';
export type * from './network';
export type * from './operator';
export type * from './person-blocks';
export type * from './search';
export type * from './sync';
export type * from './webhooks';

/** The two stores of one install: accounts live on while the company dataset is replaced. */
export interface Stores {
  readonly accounts: AccountStore;
  readonly companies: CompanyStore;
  /** The register sync's runs and lease, kept with the company data they describe. */
  readonly sync: SyncStore;
  close(): Promise<void>;
}
