import path from 'node:path';

/**
 * The repository's root folder, from which the registry's handler entries, the GraphQL schema files and the
 * local data folder are named. Every file of the local stack resolves paths from here instead of counting
 * `..` from its own folder.
 */
export const repositoryRoot = path.resolve(__dirname, '..', '..');

/** A path inside the repository, e.g. `fromRepositoryRoot('frontend', 'dist')`. */
export function fromRepositoryRoot(...segments: string[]): string {
  return path.resolve(repositoryRoot, ...segments);
}
