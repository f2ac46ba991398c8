import { BadRequestError } from '../http/errors';

type Key = Record<string, string>;

/**
 * Opaque page cursors. A cursor is DynamoDB's LastEvaluatedKey, base64url-encoded. Decoding checks that it
 * has exactly the key attributes of the query and the same partition value, so a crafted cursor can neither
 * read another partition nor make DynamoDB fail with a 5xx: it gets a 400.
 */
export function encodeCursor(lastEvaluatedKey: Record<string, unknown> | undefined): string | null {
  if (!lastEvaluatedKey) return null;
  return Buffer.from(JSON.stringify(lastEvaluatedKey), 'utf8').toString('base64url');
}

export function decodeCursor(
  token: string | undefined,
  expect: {
    readonly attributes: readonly string[];
    readonly partition: Readonly<Key>;
    /** Attributes whose value must start with the given prefix (a sort key within one list). */
    readonly prefixes?: Readonly<Key>;
  },
): Key | undefined {
  if (token === undefined) return undefined;
  const invalid = () =>
    new BadRequestError('Invalid nextToken: use the value from the previous page.', [
      { field: 'query.nextToken', message: 'is not a cursor of this list' },
    ]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid();
  const entries = Object.entries(parsed);
  const names = entries.map(([k]) => k).sort();
  const wanted = [...expect.attributes].sort();
  if (names.length !== wanted.length || names.some((n, i) => n !== wanted[i])) throw invalid();
  if (entries.some(([, v]) => typeof v !== 'string' || v.length > 1024)) throw invalid();
  const key = parsed as Key;
  for (const [name, value] of Object.entries(expect.partition)) {
    if (key[name] !== value) throw invalid();
  }
  for (const [name, prefix] of Object.entries(expect.prefixes ?? {})) {
    if (!key[name]?.startsWith(prefix)) throw invalid();
  }
  return key;
}
