import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGet, BATCH_GET_MAX } from '../shared/dynamo/batch-get';

/** A posting as a search reads it: its order (`<time>#<id>`), its post and, for a comment, the comment's key. */
export interface Candidate {
  readonly sk: string;
  readonly p: string;
  readonly k?: string;
}

/**
 * What a search asks of the postings: every group must hold a candidate (AND), any partition of a group will do
 * (OR: a nickname's several members). One partition per group for words and tags.
 */
export type PostingGroups = readonly (readonly string[])[];

/** The range of orders searched: below `below` (exclusive), from `from` (inclusive). */
export interface OrderRange {
  readonly below?: string;
  readonly from?: string;
}

/** Postings read per partition per round, rounds per answer, and point lookups a round may make. */
export const PROBE_LIMIT = 100;
export const ROUNDS_MAX = 3;
export const LOOKUPS_MAX = 200;

interface Probe {
  readonly items: Candidate[];
  /** The partition has nothing more in the range. */
  readonly complete: boolean;
}

interface GroupProbe {
  readonly items: Map<string, Candidate>;
  readonly partitions: readonly string[];
  readonly complete: boolean;
  /** Incomplete: orders at or above this are all known; below it, unknown. */
  readonly bound?: string;
}

/**
 * Finds, newest first, the orders present in every group (docs/search.md, "Answering a search"). Each round reads
 * the next PROBE_LIMIT postings of every partition (a Query of small items: about a read unit each), and decides
 * every order above the highest point where a partition's read stopped. When a group has been read to its end
 * (a rare gram), its remaining orders are checked in the others by point lookups instead, so a rare word next to a
 * common one is found in one round. `accept` verifies candidates in order and answers those that hold; the
 * search stops when `want` are accepted, the range is exhausted, or after ROUNDS_MAX rounds (answering how far it
 * got, so the next ask continues there).
 */
export class PostingReader {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async find<T extends { readonly order: string }>(
    groups: PostingGroups,
    range: OrderRange,
    want: number,
    accept: (candidates: readonly Candidate[], need: number) => Promise<T[]>,
  ): Promise<{ hits: T[]; below: string | null }> {
    const hits: T[] = [];
    let below = range.below;
    for (let round = 0; round < ROUNDS_MAX; round++) {
      const probes = await Promise.all(
        groups.map((partitions) => this.probeGroup(partitions, below, range.from)),
      );
      if (probes.some((group) => group.complete && group.items.size === 0)) return { hits, below: null };
      const bounds = probes.flatMap((group) => (group.bound === undefined ? [] : [group.bound]));
      let bound = bounds.length === 0 ? undefined : bounds.reduce((a, b) => (a > b ? a : b));
      const smallest = [...probes].sort(
        (a, b) => Number(b.complete) - Number(a.complete) || a.items.size - b.items.size,
      )[0] as GroupProbe;
      let candidates = [...smallest.items.values()].filter(
        (candidate) =>
          (bound === undefined || candidate.sk >= bound) &&
          probes.every((group) => group.items.has(candidate.sk)),
      );
      if (bound !== undefined && smallest.complete) {
        // A group read to its end: its older orders are looked up in the groups still being read.
        const older = [...smallest.items.values()].filter((candidate) => candidate.sk < (bound as string));
        const open = probes.filter((group) => !group.complete);
        const lookups = older.length * open.reduce((sum, group) => sum + group.partitions.length, 0);
        if (lookups <= LOOKUPS_MAX) {
          const found = await this.lookUp(older, open);
          candidates = [...candidates, ...older.filter((candidate) => found.has(candidate.sk))];
          bound = undefined;
        }
      }
      candidates.sort((a, b) => (a.sk < b.sk ? 1 : -1));
      for (let start = 0; start < candidates.length && hits.length < want;) {
        const need = want - hits.length;
        // A little more than needed: candidates that fail the check are few (a gram's postings hold it).
        const slice = candidates.slice(start, start + need + Math.ceil(need / 2));
        start += slice.length;
        hits.push(...(await accept(slice, need)));
      }
      if (hits.length >= want) {
        const last = hits[want - 1] as T;
        const more = hits.length > want || bound !== undefined || candidates.some((c) => c.sk < last.order);
        return { hits: hits.slice(0, want), below: more ? last.order : null };
      }
      if (bound === undefined) return { hits, below: null };
      below = bound;
    }
    return { hits, below: below ?? null };
  }

  private async probeGroup(
    partitions: readonly string[],
    below?: string,
    from?: string,
  ): Promise<GroupProbe> {
    const probes = await Promise.all(partitions.map((partition) => this.probe(partition, below, from)));
    const items = new Map<string, Candidate>();
    for (const probe of probes)
      for (const item of probe.items) if (!items.has(item.sk)) items.set(item.sk, item);
    const open = probes.filter((probe) => !probe.complete);
    const bound =
      open.length === 0 ? undefined : open.map((probe) => lastOrder(probe)).reduce((a, b) => (a > b ? a : b));
    return { items, partitions, complete: open.length === 0, ...(bound === undefined ? {} : { bound }) };
  }

  /** The next PROBE_LIMIT postings of a partition in the range, newest first. */
  private async probe(partition: string, below?: string, from?: string): Promise<Probe> {
    // One key condition: BETWEEN is inclusive, so the item at `below` (already decided) is read and dropped.
    const condition =
      below !== undefined && from !== undefined
        ? { expression: '#sk BETWEEN :from AND :below', values: { ':from': from, ':below': below } }
        : below !== undefined
          ? { expression: '#sk < :below', values: { ':below': below } }
          : from !== undefined
            ? { expression: '#sk >= :from', values: { ':from': from } }
            : undefined;
    const limit = below !== undefined && from !== undefined ? PROBE_LIMIT + 1 : PROBE_LIMIT;
    const out = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: `#pk = :pk${condition ? ` AND ${condition.expression}` : ''}`,
        ExpressionAttributeNames: { '#pk': 'pk', ...(condition ? { '#sk': 'sk' } : {}) },
        ExpressionAttributeValues: { ':pk': partition, ...condition?.values },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    const items = (out.Items ?? [])
      .filter((item) => item.sk !== below)
      .map((item) => ({
        sk: String(item.sk),
        p: String(item.p),
        ...(typeof item.k === 'string' ? { k: item.k } : {}),
      }));
    return { items, complete: out.LastEvaluatedKey === undefined };
  }

  /** The orders of `candidates` present in every group (any of its partitions): BatchGetItem point lookups. */
  private async lookUp(
    candidates: readonly Candidate[],
    groups: readonly GroupProbe[],
  ): Promise<Set<string>> {
    let present = new Set(candidates.map((candidate) => candidate.sk));
    for (const group of groups) {
      const keys = [...present].flatMap((sk) => group.partitions.map((pk) => ({ pk, sk })));
      const found = new Set<string>();
      const chunks: (typeof keys)[] = [];
      for (let i = 0; i < keys.length; i += BATCH_GET_MAX) chunks.push(keys.slice(i, i + BATCH_GET_MAX));
      const reads = await Promise.all(
        chunks.map((chunk) => batchGet(this.client, this.tableName, chunk, { expression: 'sk' })),
      );
      for (const item of reads.flat()) found.add(String(item.sk));
      present = new Set([...present].filter((sk) => found.has(sk)));
    }
    return present;
  }
}

function lastOrder(probe: Probe): string {
  return (probe.items[probe.items.length - 1] as Candidate).sk;
}
