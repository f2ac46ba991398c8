import { TABLE_ENV, type TableId } from '../../../contracts/table-env';

/** Reads a required environment variable once, at module load: a missing one fails the cold start with its name. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`Missing required environment variable ${name}`);
  }
  return value;
}

/** The name of one of the function's tables (contracts/registry.ts grants them; contracts/tables.ts names the variable). */
export function tableName(id: TableId): string {
  return requireEnv(TABLE_ENV[id]);
}

/** Comma-separated origins allowed to call the REST APIs from a browser (the site's own, plus local dev). */
export function allowedOrigins(): readonly string[] {
  return (process.env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
}
