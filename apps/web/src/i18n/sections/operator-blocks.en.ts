import type { operatorBlocksDe, operatorSourcesDe } from './operator-blocks.de';

/** The console's blocked people and data sources (docs/decisions/178, 179). */
export const operatorBlocksEn: typeof operatorBlocksDe = {
  empty: 'Nobody is blocked at the moment.',
  since: 'blocked since {{date}}',
  by: 'Blocked by',
  request: 'Request',
  requestNumber: 'Privacy request no. {{id}}',
  noRequest: 'blocked in the console directly',
  company: 'Company',
  identity: 'Identity in the source',
  reasonLabel: 'Reason for lifting the block',
  lift: 'Lift block',
  lifted: 'The block on {{name}} is lifted.',
};

export const operatorSourcesEn: typeof operatorSourcesDe = {
  note: 'The latest syncs of each source, newest first. Read only.',
  names: { gleif: 'GLEIF', offeneregister: 'OffeneRegister' },
  empty: 'This source has never been synced.',
  outcome: { running: 'Running', succeeded: 'Succeeded', unchanged: 'Unchanged', failed: 'Failed' },
  kind: { full: 'Full', delta: 'Changes' },
  columns: {
    run: 'Outcome',
    started: 'Started',
    finished: 'Finished',
    rows: 'Rows read / kept',
    changes: 'Companies new / changed',
    error: 'Error',
  },
  notFinished: '—',
  run: 'Run no. {{id}}',
};
