import { PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PopularSearchWords } from '../../contracts/post-answers';
import { normalizeSearchText } from '../../contracts/search';
import { batchWrite } from '../shared/dynamo/batch-write';
import { conditionally } from '../shared/dynamo/conditional';
import { searchKeys } from './search-keys';

/** Days the popular words look back over, words shown, and the longest word counted. */
export const POPULAR_DAYS = 7;
export const POPULAR_WORDS_MAX = 10;
export const POPULAR_WORD_MAX = 30;
/** Counters outlive their day by this long (TTL), then DynamoDB removes them. */
const KEEP_SECONDS = 14 * 86_400;

/** The day in Korea (UTC+9) of an instant, as YYYY-MM-DD. */
export const koreanDay = (at: Date): string =>
  new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

/**
 * The week's popular search words (GNUBoard's 인기검색어; docs/search.md, "Popular words"). A member's search
 * that found something counts its words once per member and day: a member counted already writes one refused
 * conditional put and nothing else, so nobody raises a word by searching it again. Guests' searches are not
 * counted (they have no identity to count once). Each count is a day counter and its rank item, so the day's top
 * words are one Query, and the week's seven.
 */
export class PopularWords {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async count(memberId: string, q: string): Promise<void> {
    const word = normalizeSearchText(q).text;
    if (word.length < 2 || word.length > POPULAR_WORD_MAX) return;
    const day = koreanDay(this.now());
    const expiresAt = Math.floor(this.now().getTime() / 1000) + KEEP_SECONDS;
    const first = await conditionally(() =>
      this.client.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { pk: `S#${day}#${memberId}`, sk: word, expiresAt },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
    if (!first) return;
    const out = await this.client.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: searchKeys.wordCount(day, word),
        UpdateExpression: 'ADD n :one SET expiresAt = :expires',
        ExpressionAttributeValues: { ':one': 1, ':expires': expiresAt },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    const n = Number(out.Attributes?.n ?? 1);
    // The rank moves up: the new one written, the one below removed (a reader takes each word's highest).
    await batchWrite(
      this.client,
      this.tableName,
      [{ ...searchKeys.wordRank(day, n, word), word, n, expiresAt }],
      n > 1 ? [searchKeys.wordRank(day, n - 1, word)] : [],
    );
  }

  async week(): Promise<PopularSearchWords> {
    const today = this.now().getTime();
    const days = Array.from({ length: POPULAR_DAYS }, (_, i) => koreanDay(new Date(today - i * 86_400_000)));
    const tops = await Promise.all(
      days.map((day) =>
        this.client.send(
          new QueryCommand({
            TableName: this.tableName,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': searchKeys.wordRankPartition(day) },
            ScanIndexForward: false,
            Limit: POPULAR_WORDS_MAX * 2,
          }),
        ),
      ),
    );
    const totals = new Map<string, number>();
    for (const out of tops) {
      const best = new Map<string, number>();
      for (const item of out.Items ?? []) {
        const word = String(item.word);
        best.set(word, Math.max(best.get(word) ?? 0, Number(item.n)));
      }
      for (const [word, n] of best) totals.set(word, (totals.get(word) ?? 0) + n);
    }
    const items = [...totals]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, POPULAR_WORDS_MAX)
      .map(([word, count]) => ({ word, count }));
    return { items };
  }
}
