import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Article } from '../../contracts/post';
import { withoutStorageAttributes } from '../shared/dynamo/storage-attributes';
import { articleKeys } from './article-keys';
import { TableRepository } from '../storage/table-repository';

/** Article pages: one item each in the content table (docs/data-model.md, A1–A2). */
export class ArticleRepository extends TableRepository {
  async get(id: string): Promise<Article | null> {
    const out = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: articleKeys.article(id) }),
    );
    return out.Item ? withoutStorageAttributes<Article>(out.Item) : null;
  }

  async put(article: Article): Promise<void> {
    await this.client.send(
      new PutCommand({ TableName: this.tableName, Item: { ...articleKeys.article(article.id), ...article } }),
    );
  }
}
