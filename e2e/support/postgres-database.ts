import { execSync } from 'node:child_process';

/**
 * The PostgreSQL end-to-end run's own database (postgres.config.ts), named by the run's port, and
 * psql on the `postgres` database of the server that `scripts/ensure-postgres.sh` provides.
 */
export const e2eDatabase = () => `fd_e2e_${process.env.E2E_PORT}`;
export const ADMIN_PSQL = 'PGPASSWORD=firmenradar psql -q -h 127.0.0.1 -U firmenradar -d postgres';

/** Global teardown: drops the run's database once its tests are done, so that runs leave none behind. */
export default function dropE2eDatabase(): void {
  execSync(`${ADMIN_PSQL} -c 'DROP DATABASE IF EXISTS ${e2eDatabase()} WITH (FORCE)'`, { stdio: 'inherit' });
}
