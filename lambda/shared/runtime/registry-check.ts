import type { Access, LambdaHandlerName } from '../../../contracts/registry';

type Groups = Readonly<Partial<Record<Access, Readonly<Record<string, unknown>>>>>;

/**
 * Fails at cold start unless the implementations are exactly the registry's routes (or fields) of this
 * function, each in the group of its access; then indexes them by key for the router: the public ones, and
 * the signed-in ones (member and admin), whose caller the router verifies first. Shared by the REST and
 * GraphQL routers.
 */
export function implementationsByAccess(
  name: LambdaHandlerName,
  registered: readonly (readonly [string, Access])[],
  groups: Groups,
): {
  readonly publicOnes: ReadonlyMap<string, unknown>;
  readonly signedInOnes: ReadonlyMap<string, unknown>;
} {
  checkAgainstRegistry(name, registered, groups);
  return {
    publicOnes: new Map(Object.entries(groups.public ?? {})),
    signedInOnes: new Map(Object.entries({ ...groups.member, ...groups.admin })),
  };
}

function checkAgainstRegistry(
  name: LambdaHandlerName,
  registered: readonly (readonly [string, Access])[],
  groups: Groups,
): void {
  const access = new Map(registered);
  const implemented = (['public', 'member', 'admin'] as const).flatMap((group) =>
    Object.keys(groups[group] ?? {}).map((key) => [key, group] as const),
  );
  const keys = new Set(implemented.map(([key]) => key));
  const missing = [...access.keys()].filter((key) => !keys.has(key));
  const extra = implemented.filter(([key]) => !access.has(key)).map(([key]) => key);
  const misplaced = implemented
    .filter(([key, group]) => access.has(key) && access.get(key) !== group)
    .map(([key, group]) => `${key} is ${access.get(key)}, not ${group}`);
  if (missing.length > 0 || extra.length > 0 || misplaced.length > 0) {
    throw new Error(
      `Handler ${name} does not match the registry: missing [${missing.join(', ')}], extra [${extra.join(', ')}]` +
        (misplaced.length > 0 ? `, wrong access [${misplaced.join('; ')}]` : ''),
    );
  }
}
