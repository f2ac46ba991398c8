import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';

const root = path.resolve(__dirname, '..', '..');

/** schema.graphql as AppSync sees it: with AppSync's implicit scalars and directives declared. */
export function loadAppSyncSchema(): GraphQLSchema {
  const builtins = readFileSync(path.join(__dirname, 'appsync-builtins.graphql'), 'utf8');
  const schema = readFileSync(path.join(root, 'schema.graphql'), 'utf8');
  return buildSchema(`${builtins}\n${schema}`);
}
