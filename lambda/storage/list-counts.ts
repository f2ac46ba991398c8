import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/*
 * Numbered pages at any size (docs/data-model.md, "Numbered pages"). Every post that enters a board's list gets
 * the board's next sequence number; the board list and each category list are sorted by it (`listSortKey`).
 * Beside each counted list, count items say which sequence numbers are live in it:
 * - a block item per BLOCK_SEQS numbers holds one bitmap word per WORD_BITS numbers (`w<j>`, bit i set when
 *   number `block * BLOCK_SEQS + j * WORD_BITS + i` is in the list);
 * - the list's root item holds how many are live in all (`total`) and in each block (`b<k>`).
 * Every write that adds a post to a list or takes it out changes the root and one block in the same transaction
 * as the post (ADD, so concurrent writers never overwrite each other). A reader of page N finds the number of
 * its first row from the root and one block, then reads exactly the page's rows: three reads whatever the size
 * of the board or how recently it changed, and no cache to rebuild.
 *
 * The sizes: a block item holds at most WORDS_PER_BLOCK numbers of up to 16 digits (about 3 KB, so an update
 * costs 3 write units); the root gains one small number per BLOCK_SEQS posts (about 1 KB at a million).
 */

/** Numbers per bitmap word: 2^50 stays below 2^53, so a word is exact as a JavaScript and a DynamoDB number. */
export const WORD_BITS = 50;
export const WORDS_PER_BLOCK = 200;
export const BLOCK_SEQS = WORD_BITS * WORDS_PER_BLOCK;

const SEQ_DIGITS = 12;

/** The sort key of a post in its board's lists: its sequence number, zero-padded so the order is numeric. */
export function listSortKey(seq: number): string {
  return String(seq).padStart(SEQ_DIGITS, '0');
}

/** A post's place in one counted list: the list's partition (its gsi partition key) and the post's number. */
export interface ListMembership {
  readonly partition: string;
  readonly seq: number;
}

export const listCountKeys = {
  partition: (list: string) => `COUNT#${list}`,
  root: (list: string) => ({ pk: listCountKeys.partition(list), sk: 'ROOT' }),
  block: (list: string, block: number) => ({ pk: listCountKeys.partition(list), sk: `BLOCK#${block}` }),
  /** The board's last sequence number given out (`last`). */
  sequence: (boardId: string) => ({ pk: `SEQ#${boardId}`, sk: 'SEQ' }),
};

/** Where a number is counted: its block, its word in the block, its bit in the word. */
export function placeOfSeq(seq: number): { block: number; word: number; bit: number } {
  const block = Math.floor(seq / BLOCK_SEQS);
  const inBlock = seq - block * BLOCK_SEQS;
  return { block, word: Math.floor(inBlock / WORD_BITS), bit: inBlock % WORD_BITS };
}

/** Set bits of a word (exact up to 2^53: split in two halves, each within 32-bit operations). */
export function bitCount(word: number): number {
  const high = Math.floor(word / 2 ** 25);
  const low = word - high * 2 ** 25;
  const count32 = (n: number) => {
    let v = n - ((n >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  };
  return count32(low) + count32(high);
}

/** The UpdateItem actions (for a transaction) that take memberships out and put memberships in. */
export function countUpdates(
  tableName: string,
  removed: readonly ListMembership[],
  added: readonly ListMembership[],
) {
  // A membership both removed and added (an edit that keeps the post where it was) changes nothing.
  const same = (a: ListMembership, b: ListMembership) => a.partition === b.partition && a.seq === b.seq;
  const changes = [
    ...removed.filter((r) => !added.some((a) => same(a, r))).map((m) => ({ m, sign: -1 })),
    ...added.filter((a) => !removed.some((r) => same(a, r))).map((m) => ({ m, sign: 1 })),
  ];
  // One action per item: a transaction may not name an item twice.
  const byItem = new Map<string, { key: { pk: string; sk: string }; adds: Map<string, number> }>();
  const add = (key: { pk: string; sk: string }, attribute: string, delta: number) => {
    const id = `${key.pk}|${key.sk}`;
    const entry = byItem.get(id) ?? { key, adds: new Map<string, number>() };
    entry.adds.set(attribute, (entry.adds.get(attribute) ?? 0) + delta);
    byItem.set(id, entry);
  };
  for (const { m, sign } of changes) {
    const { block, word, bit } = placeOfSeq(m.seq);
    add(listCountKeys.root(m.partition), 'total', sign);
    add(listCountKeys.root(m.partition), `b${block}`, sign);
    add(listCountKeys.block(m.partition, block), `w${word}`, sign * 2 ** bit);
  }
  return [...byItem.values()].map(({ key, adds }) => {
    const names: Record<string, string> = {};
    const values: Record<string, number> = {};
    const clauses = [...adds.entries()].map(([attribute, delta], index) => {
      names[`#c${index}`] = attribute;
      values[`:c${index}`] = delta;
      return `#c${index} :c${index}`;
    });
    return {
      Update: {
        TableName: tableName,
        Key: key,
        UpdateExpression: `ADD ${clauses.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
  });
}

/** Gives out the board's next sequence number (one UpdateItem; numbers lost to a failed write leave gaps). */
export async function nextSeq(client: DynamoDBDocumentClient, tableName: string, boardId: string) {
  const out = await client.send(
    new UpdateCommand({
      TableName: tableName,
      Key: listCountKeys.sequence(boardId),
      UpdateExpression: 'ADD #last :one',
      ExpressionAttributeNames: { '#last': 'last' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.last);
}

/** A list's root: how many posts it holds, in all and per block. */
export interface ListRoot {
  readonly total: number;
  readonly blocks: ReadonlyMap<number, number>;
}

function numbersByPrefix(item: Record<string, unknown> | undefined, prefix: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const [name, value] of Object.entries(item ?? {})) {
    if (name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)) && typeof value === 'number') {
      found.set(Number(name.slice(prefix.length)), value);
    }
  }
  return found;
}

/**
 * Reads a list's root. Consistent reads: the root and the block read after it then agree with each other (the
 * index the rows come from is eventually consistent, so a row written a moment ago may still be missing).
 */
export async function readListRoot(
  client: DynamoDBDocumentClient,
  tableName: string,
  list: string,
): Promise<ListRoot> {
  const out = await client.send(
    new GetCommand({ TableName: tableName, Key: listCountKeys.root(list), ConsistentRead: true }),
  );
  const total = out.Item?.total;
  return { total: typeof total === 'number' ? total : 0, blocks: numbersByPrefix(out.Item, 'b') };
}

/** Where a page starts, and the numbers of as many of its rows as its first block holds. */
export interface PageNumbers {
  /** The numbers of the page's rows from its first, newest first: all of them when `complete`. */
  readonly seqs: readonly number[];
  /** False when the page goes on into an older block (its remaining numbers are read with the rows). */
  readonly complete: boolean;
}

/**
 * The numbers of the list's rows from `offset` (0 = the newest), up to `count`; none past its end. The root
 * says which block holds row `offset`; one consistent read of that block gives the numbers by its bits.
 */
export async function pageNumbers(
  client: DynamoDBDocumentClient,
  tableName: string,
  list: string,
  root: ListRoot,
  offset: number,
  count: number,
): Promise<PageNumbers> {
  let above = 0;
  const blocks = [...root.blocks.entries()].filter(([, n]) => n > 0).sort(([a], [b]) => b - a);
  for (const [index, [block, inBlock]] of blocks.entries()) {
    if (above + inBlock <= offset) {
      above += inBlock;
      continue;
    }
    const out = await client.send(
      new GetCommand({
        TableName: tableName,
        Key: listCountKeys.block(list, block),
        ConsistentRead: true,
      }),
    );
    const seqs = seqsInBlock(block, numbersByPrefix(out.Item, 'w'), offset - above, count);
    return { seqs, complete: seqs.length === count || index === blocks.length - 1 };
  }
  return { seqs: [], complete: true };
}

/** The number of the row `rank` rows below the block's newest (0 = its newest), from its bitmap words. */
export function seqInBlock(block: number, words: ReadonlyMap<number, number>, rank: number): number | null {
  return seqsInBlock(block, words, rank, 1)[0] ?? null;
}

/** The numbers of up to `count` rows of a block from the row `rank` below its newest, newest first. */
export function seqsInBlock(
  block: number,
  words: ReadonlyMap<number, number>,
  rank: number,
  count: number,
): number[] {
  const found: number[] = [];
  let skip = rank;
  for (let word = WORDS_PER_BLOCK - 1; word >= 0 && found.length < count; word--) {
    const bits = words.get(word) ?? 0;
    if (bits === 0) continue;
    const inWord = bitCount(bits);
    if (skip >= inWord) {
      skip -= inWord;
      continue;
    }
    for (let bit = WORD_BITS - 1; bit >= 0 && found.length < count; bit--) {
      if (Math.floor(bits / 2 ** bit) % 2 === 1) {
        if (skip > 0) skip -= 1;
        else found.push(block * BLOCK_SEQS + word * WORD_BITS + bit);
      }
    }
  }
  return found;
}

/**
 * The count items of a list holding exactly these numbers, as they would stand after adding each one: for
 * seeding large boards and for recounting a list from its rows (never on a request path).
 */
export function listCountItems(list: string, seqs: Iterable<number>): Record<string, unknown>[] {
  const root: Record<string, unknown> = { ...listCountKeys.root(list), total: 0 };
  const blocks = new Map<number, Record<string, unknown>>();
  for (const seq of seqs) {
    const { block, word, bit } = placeOfSeq(seq);
    root.total = (root.total as number) + 1;
    root[`b${block}`] = ((root[`b${block}`] as number | undefined) ?? 0) + 1;
    const item = blocks.get(block) ?? { ...listCountKeys.block(list, block) };
    item[`w${word}`] = ((item[`w${word}`] as number | undefined) ?? 0) + 2 ** bit;
    blocks.set(block, item);
  }
  return [root, ...blocks.values()];
}
