import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Board } from '../../contracts/board';
import { nickNameSearchKey } from '../../contracts/member';
import type { BoardSearchPage, SearchHit, SiteSearchAnswer } from '../../contracts/post-answers';
import {
  normalizeSearchText,
  parseSearchQuery,
  searchMatches,
  SITE_SEARCH_BOARDS_MAX,
  type BoardSearchQuery,
  type SearchQuery,
  type SearchTarget,
  type SiteSearchQuery,
} from '../../contracts/search';
import type { Page } from '../../contracts/pagination';
import type { Caller } from '../shared/auth/caller';
import { assertAllowed, existingBoard, isAllowed, type BoardReader } from '../shared/auth/board-permissions';
import { batchGet } from '../shared/dynamo/batch-get';
import { decodeCursor, encodeCursor } from '../shared/dynamo/cursor';
import { BadRequestError } from '../shared/http/errors';
import { memberKeys } from '../storage/keys/member-keys';
import { postKeys } from '../storage/keys/post-keys';
import { listedPost } from '../storage/listed-post';
import { readBodies } from '../storage/post-bodies';
import { withViews } from '../storage/view-counts';
import { termGrams } from './grams';
import { PostingReader, type Candidate, type PostingGroups } from './posting-reader';
import { bodyTextOf, tagGram } from './search-indexer';
import { searchKeys, type PostingField } from './search-keys';

type Item = Record<string, unknown>;

/** Default rows per answer of a board's search; rows per board in the site's search. */
export const SEARCH_PAGE_DEFAULT = 20;
export const SITE_SEARCH_PER_BOARD_DEFAULT = 5;
/** Grams a query is looked up by, at most (the rest is checked on the text itself). */
export const QUERY_GRAMS_MAX = 6;
/** Members whose nickname starts with the query that a nickname search looks at. */
export const NICKNAME_MEMBERS_MAX = 10;
/** Characters of a snippet before its first match, and in all. */
const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 160;

export interface SearchBoards extends BoardReader {
  list(limit: number, nextToken: string | undefined): Promise<Page<Board>>;
}

/** Members by nickname prefix: the ids of the first `limit` whose nickname starts with `prefix`. */
export interface NickNameDirectory {
  idsByNickNamePrefix(prefix: string, limit: number): Promise<string[]>;
}

/** What a search looks for in a board, decided from the query and the target. */
interface Plan {
  readonly field: PostingField;
  readonly groups: PostingGroups;
  readonly query: SearchQuery;
  readonly target: SearchTarget;
  /** Whether the caller may read the board's posts: else no snippet, and only titles are searched. */
  readonly readable: boolean;
}

/** A day in Korea (UTC+9) as the ISO time its first instant is. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+09:00`).toISOString();
const nextDayStart = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00+09:00`) + 86_400_000).toISOString();

/**
 * A search's nextToken: the order it stopped at, in the project's cursor shape (lambda/shared/dynamo/cursor.ts,
 * which refuses anything else with a 400 naming nextToken), and only an order as the postings hold it.
 */
function decodeToken(token: string | undefined): string | undefined {
  const below = decodeCursor(token, { attributes: ['b'], partition: {} })?.b;
  if (below !== undefined && !/^\d{4}-\d{2}-\d{2}T[^#]{1,40}#[^#]{1,200}$/u.test(below)) {
    throw new BadRequestError('Invalid nextToken: use the value from the previous page.', [
      { field: 'query.nextToken', message: 'is not a cursor of this list' },
    ]);
  }
  return below;
}

/** The grams a query is looked up by: some of each word's, in turn, so every word narrows the candidates. */
function queryGroups(query: SearchQuery, boardId: string, field: PostingField): PostingGroups {
  const perTerm = query.include.map((term) => (field === 'g' ? [tagGram(term)] : termGrams(term)));
  const chosen: string[] = [];
  for (let i = 0; chosen.length < QUERY_GRAMS_MAX && perTerm.some((grams) => i < grams.length); i++) {
    for (const grams of perTerm) {
      const gram = grams[i];
      if (gram !== undefined && !chosen.includes(gram) && chosen.length < QUERY_GRAMS_MAX) chosen.push(gram);
    }
  }
  return chosen.map((gram) => [searchKeys.postingPartition(boardId, field, gram)]);
}

/** Text around the first match, as written; null when nothing matches in it. */
export function snippetOf(text: string, include: readonly string[]): string | null {
  const first = searchMatches(text, include)[0];
  if (!first) return null;
  const start = Math.max(0, first[0] - SNIPPET_BEFORE);
  const cut = text
    .slice(start, start + SNIPPET_LENGTH)
    .replace(/\s+/gu, ' ')
    .trim();
  return `${start > 0 ? '…' : ''}${cut}${start + SNIPPET_LENGTH < text.length ? '…' : ''}`;
}

const holdsAll = (texts: readonly string[], terms: readonly string[]) =>
  terms.every((term) => texts.some((text) => text.includes(term)));
const holdsAny = (texts: readonly string[], terms: readonly string[]) =>
  terms.some((term) => texts.some((text) => text.includes(term)));

/**
 * Board and site search (docs/search.md): candidates from the postings the indexer keeps
 * (lambda/search/search-indexer.ts), each then checked on the post as it is now: published, still in the board,
 * and holding every word (the grams of a word can come from different places in a text) and no excluded one,
 * in the text the target names. What a caller may not list is never searched; what they may not read is searched
 * by title only, with no snippet.
 */
export class SearchService {
  private readonly postings: PostingReader;

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly contentTable: string,
    searchTable: string,
    private readonly boards: SearchBoards,
    private readonly nickNames: NickNameDirectory,
  ) {
    this.postings = new PostingReader(client, searchTable);
  }

  async searchBoard(
    boardId: string,
    caller: Caller | null,
    query: BoardSearchQuery,
  ): Promise<BoardSearchPage> {
    const board = await existingBoard(this.boards, boardId);
    assertAllowed(board, 'list', caller);
    // Bodies and comments are what a reader reads: searching them needs the right to read.
    if (query.target !== 'title' && query.target !== 'nickName' && query.target !== 'tag') {
      assertAllowed(board, 'read', caller);
    }
    const below = decodeToken(query.nextToken);
    const found = await this.search(board, query.target, query, isAllowed(board, 'read', caller), {
      limit: query.limit ?? SEARCH_PAGE_DEFAULT,
      below,
    });
    return {
      board,
      items: found.items,
      nextToken: found.below ? encodeCursor({ b: found.below }) : null,
      searchedTo: found.below?.split('#')[0] ?? null,
    };
  }

  async searchSite(caller: Caller | null, query: SiteSearchQuery): Promise<SiteSearchAnswer> {
    const { items } = await this.boards.list(SITE_SEARCH_BOARDS_MAX, undefined);
    const listable = items.filter((board) => isAllowed(board, 'list', caller));
    const perBoard = query.perBoard ?? SITE_SEARCH_PER_BOARD_DEFAULT;
    const groups = await Promise.all(
      listable.map(async (board) => {
        const readable = isAllowed(board, 'read', caller);
        const found = await this.search(board, readable ? query.target : 'title', query, readable, {
          limit: perBoard,
        });
        return { board: { id: board.id, name: board.name }, items: found.items, more: found.below !== null };
      }),
    );
    return { groups: groups.filter((group) => group.items.length > 0) };
  }

  private async search(
    board: Board,
    target: SearchTarget,
    range: { q: string; from?: string; to?: string },
    readable: boolean,
    page: { limit: number; below?: string },
  ): Promise<{ items: SearchHit[]; below: string | null }> {
    const query = parseSearchQuery(range.q);
    const upper = range.to === undefined ? undefined : nextDayStart(range.to);
    const below =
      page.below !== undefined && upper !== undefined
        ? page.below < upper
          ? page.below
          : upper
        : (page.below ?? upper);
    const from = range.from === undefined ? undefined : dayStart(range.from);
    const field: PostingField =
      target === 'title'
        ? 't'
        : target === 'comment'
          ? 'c'
          : target === 'tag'
            ? 'g'
            : target === 'nickName'
              ? 'u'
              : 'x';
    const groups =
      field === 'u' ? await this.memberGroups(board.id, query) : queryGroups(query, board.id, field);
    if (groups.length === 0 || groups.some((group) => group.length === 0)) return { items: [], below: null };
    const plan: Plan = { field, groups, query, target, readable };
    const seen = new Set<string>();
    const found = await this.postings.find(groups, { below, from }, page.limit, (candidates) =>
      this.check(board, plan, candidates, seen),
    );
    return { items: found.hits.map(({ order: _order, ...hit }) => hit), below: found.below };
  }

  /** A nickname search: one group, the postings of each member whose nickname starts with the query. */
  private async memberGroups(boardId: string, query: SearchQuery): Promise<PostingGroups> {
    const prefix = query.include.join(' ');
    const ids = await this.nickNames.idsByNickNamePrefix(nickNameSearchKey(prefix), NICKNAME_MEMBERS_MAX);
    return [ids.map((id) => searchKeys.postingPartition(boardId, 'u', id))];
  }

  /**
   * The candidates that hold, in their order, as rows: their posts (and bodies, or comments) read in one
   * BatchGetItem each, at once; a post already answered (another of its comments) is skipped.
   */
  private async check(
    board: Board,
    plan: Plan,
    candidates: readonly Candidate[],
    seen: Set<string>,
  ): Promise<(SearchHit & { order: string })[]> {
    const fresh = candidates.filter((candidate) => !seen.has(candidate.p));
    if (fresh.length === 0) return [];
    const postIds = [...new Set(fresh.map((candidate) => candidate.p))];
    const needsBody = plan.readable && (plan.target === 'body' || plan.target === 'titleBody');
    const [metas, bodies, comments] = await Promise.all([
      batchGet(
        this.client,
        this.contentTable,
        postIds.map((id) => postKeys.post(id)),
      ),
      needsBody ? readBodies(this.client, this.contentTable, postIds) : undefined,
      plan.field === 'c'
        ? batchGet(
            this.client,
            this.contentTable,
            fresh.map((candidate) => ({ pk: postKeys.partition(candidate.p), sk: String(candidate.k) })),
          )
        : undefined,
    ]);
    const metaOf = new Map(metas.map((meta) => [String(meta.id), meta]));
    const commentOf = new Map(
      (comments ?? []).map((comment) => [`${String(comment.pk)}|${String(comment.sk)}`, comment]),
    );
    const hits: (Item & { order: string; snippet: string | null; commentId: string | null })[] = [];
    for (const candidate of fresh) {
      const meta = metaOf.get(candidate.p);
      if (!meta || meta.status !== 'published' || meta.boardId !== board.id || seen.has(candidate.p))
        continue;
      const comment =
        plan.field === 'c'
          ? commentOf.get(`${postKeys.partition(candidate.p)}|${String(candidate.k)}`)
          : undefined;
      const snippet = this.holds(plan, meta, bodies?.get(candidate.p), comment);
      if (snippet === false) continue;
      seen.add(candidate.p);
      hits.push({
        ...meta,
        order: candidate.sk,
        snippet: plan.readable ? snippet : null,
        commentId: comment ? String(comment.id) : null,
      });
    }
    const rows = await withViews(this.client, this.contentTable, hits);
    return rows
      .map((row) => ({
        ...listedPost(row),
        snippet: row.snippet,
        commentId: row.commentId,
        order: row.order,
      }))
      .map(({ no: _no, ...hit }) => hit);
  }

  /** Whether the post (or comment) holds the query where the target looks: false, or the snippet to show. */
  private holds(
    plan: Plan,
    meta: Item,
    body: Item | undefined,
    comment: Item | undefined,
  ): string | null | false {
    const { include, exclude } = plan.query;
    const norm = (text: string) => normalizeSearchText(text).text;
    switch (plan.target) {
      case 'nickName':
        return null;
      case 'tag': {
        const tags = Array.isArray(meta.tags)
          ? (meta.tags as unknown[]).map((tag) => tagGram(String(tag)))
          : [];
        const ok =
          include.every((term) => tags.includes(term)) && !exclude.some((term) => tags.includes(term));
        return ok ? null : false;
      }
      case 'comment': {
        if (!comment || comment.deleted !== false || comment.boardId !== meta.boardId) return false;
        const text = String(comment.body ?? '');
        const normal = [norm(text)];
        return holdsAll(normal, include) && !holdsAny(normal, exclude) ? snippetOf(text, include) : false;
      }
      case 'title': {
        const normal = [norm(String(meta.title))];
        return holdsAll(normal, include) && !holdsAny(normal, exclude) ? null : false;
      }
      default: {
        const bodyText = bodyTextOf(meta, body);
        const texts = plan.target === 'body' ? [norm(bodyText)] : [norm(String(meta.title)), norm(bodyText)];
        if (!holdsAll(texts, include) || holdsAny(texts, exclude)) return false;
        return snippetOf(bodyText, include);
      }
    }
  }
}

/** The members table's nickname index, read by prefix (the admins' member search uses the same index). */
export class MemberNickNames implements NickNameDirectory {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly membersTable: string,
  ) {}

  async idsByNickNamePrefix(prefix: string, limit: number): Promise<string[]> {
    const out = await this.client.send(
      new QueryCommand({
        TableName: this.membersTable,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':pk': memberKeys.nickNameIndex, ':prefix': prefix },
        ProjectionExpression: 'gsi1sk',
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((item) =>
      String(item.gsi1sk).slice(String(item.gsi1sk).lastIndexOf('#') + 1),
    );
  }
}
