/**
 * npm run operator -- add|remove <email>
 * Grants or removes the operator role of an existing account (docs/decisions/170). Texts in
 * German when the locale is German, else English.
 */
import { cliLanguage } from '../backup/messages';
import { loadConfig } from '../config';
import { runOperatorCommand } from '../modules/operator/role-command';
import { openStores } from '../store';

async function main(): Promise<number> {
  const config = loadConfig();
  const stores = await openStores(config.database, () => {});
  try {
    const { code, output } = await runOperatorCommand(process.argv.slice(2), stores.accounts, cliLanguage());
    (code === 0 ? console.log : console.error)(output);
    return code;
  } finally {
    await stores.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`operator: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
