/**
 * The generator's throughput without a database:
 * npm run throughput -w packages/datagen -- --companies N [--seed S]
 * (An entry file of its own: cli.ts is bundled into the server's datagen command, where a
 * "run when this file is the main module" check would run this measurement as well.)
 */
import { main } from './cli';

process.exitCode = main(process.argv.slice(2));
