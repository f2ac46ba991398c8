/**
 * Paths in the repository. The contracts (registry, tables) name files relative to the repository root, and
 * the CDK CLI, tsx and Jest may each run from a different working directory, so nothing here uses `cwd`.
 */
import * as path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** Absolute path of a repository-relative path such as `lambda/apis/member-api.ts`. */
export function repoPath(relative: string): string {
  return path.resolve(repoRoot, relative);
}

/** The Vite build output deployed by the Site stack (`npm run build:web`). */
export const webDistDir = repoPath('frontend/dist');
