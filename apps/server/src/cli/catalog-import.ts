import fs from 'node:fs';
import path from 'node:path';
import { migrate } from '../db/migrate.ts';
import { importCatalogue } from '../modules/games/import.ts';
import { withDatabase } from './context.ts';

/**
 * npm run catalog:import -- <file.json|file.csv> [--batch-size=1000] [--dry-run]
 *
 * Upserts vendors and games from a vendor feed (docs/catalogue.md). Bad rows
 * are printed with their line number and skipped; exit code 0 when every row
 * was imported, 2 when some rows were skipped, 1 when the feed could not be read.
 * Running servers pick the change up on their next catalogue check.
 */
const USAGE = 'Usage: npm run catalog:import -- <file.json|file.csv> [--batch-size=1000] [--dry-run]';

function parseArgs(argv: string[]) {
  let file: string | undefined;
  let batchSize = 1000;
  let dryRun = false;
  for (const arg of argv) {
    if (arg === '--dry-run') dryRun = true;
    else if (arg.startsWith('--batch-size=')) {
      batchSize = Number(arg.slice('--batch-size='.length));
      if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 5000) throw new Error('--batch-size must be an integer from 1 to 5000');
    } else if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}\n${USAGE}`);
    else if (file) throw new Error(`One file at a time\n${USAGE}`);
    else file = arg;
  }
  if (!file) throw new Error(USAGE);
  const ext = path.extname(file).toLowerCase();
  if (ext !== '.json' && ext !== '.csv') throw new Error(`The feed must be a .json or .csv file: ${file}`);
  return { file: path.resolve(process.env.INIT_CWD ?? process.cwd(), file), format: ext === '.json' ? ('json' as const) : ('csv' as const), batchSize, dryRun };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(args.file)) throw new Error(`No such file: ${args.file}`);
  const text = fs.readFileSync(args.file, 'utf8');
  const started = Date.now();
  const result = await withDatabase(async (database) => {
    await migrate(database);
    return importCatalogue(database.db, text, args.format, {
      batchSize: args.batchSize,
      dryRun: args.dryRun,
      onProgress: (p) => console.log(`  ${p.done}/${p.total} games processed, ${p.written} written, ${p.errors} bad rows`),
    });
  });
  for (const e of result.errors) console.error(`line ${e.line}${e.code ? ` (${e.code})` : ''}: ${e.message}`);
  console.log(
    `${args.dryRun ? 'Dry run: ' : ''}${result.rows} rows read from ${path.basename(args.file)}: ` +
      `${result.vendors} vendors upserted, ${result.gamesInserted} games added, ${result.gamesUpdated} updated, ` +
      `${result.errors.length} bad rows skipped (${Date.now() - started} ms).`,
  );
  return result.errors.length ? 2 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
