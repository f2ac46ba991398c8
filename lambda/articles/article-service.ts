import type { Article } from '../../contracts/post';
import { NotFoundError } from '../shared/http/errors';
import { systemClock, type Clock } from '../shared/runtime/clock';
import type { ArticleRepository } from './article-repository';

/** Article pages: anyone reads them, an admin writes them (GET /articles/{id}, PUT /admin/articles/{id}). */
export class ArticleService {
  constructor(
    private readonly articles: Pick<ArticleRepository, 'get' | 'put'>,
    private readonly clock: Clock = systemClock,
  ) {}

  async article(articleId: string): Promise<Article> {
    const article = await this.articles.get(articleId);
    if (!article) throw new NotFoundError('No article with this id.');
    return article;
  }

  async putArticle(articleId: string, input: Pick<Article, 'title' | 'body' | 'format'>): Promise<Article> {
    const article: Article = { id: articleId, ...input, updatedAt: this.clock() };
    await this.articles.put(article);
    return article;
  }
}
