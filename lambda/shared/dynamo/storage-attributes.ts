/**
 * Attributes the content table keeps for its own use: the item's keys, the index keys (gsi1–gsi4), the
 * lower-case title and author nickname and a rich-text body's plain text, which the searches filter on.
 * Readers never see them.
 */
/** The content table's index keys (contracts/tables.ts: gsi1–gsi4). */
export const INDEX_KEY_ATTRIBUTES = [
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'gsi3pk',
  'gsi3sk',
  'gsi4pk',
  'gsi4sk',
] as const;

export const STORAGE_ATTRIBUTES = [
  'pk',
  'sk',
  ...INDEX_KEY_ATTRIBUTES,
  'titleLower',
  'authorNickNameLower',
  'bodyText',
  // A post's number in its board's lists (lambda/storage/list-counts.ts): how it is stored, not what it says.
  'listSeq',
] as const;

/** A stored item without its storage attributes, as the API answers it. */
export function withoutStorageAttributes<T>(item: Record<string, unknown>): T {
  const copy = { ...item };
  for (const name of STORAGE_ATTRIBUTES) delete copy[name];
  return copy as T;
}

/** `<time>#<id>`: the sort key that lists items by time, ties broken by id (every time-ordered index). */
export const timeOrder = (at: string, id: string): string => `${at}#${id}`;
