import { ArticlePage } from '@/features/content/components/article-page';
import { useSiteTitle } from '@/features/navigation/api/get-menu-tree';
import { ModulePlaceholder } from '../../components/module-placeholder';
import type { ModuleProps } from '../../module-props';

/** Public 'article' module: `/article/<articleId>` shows that page (menu module article, moduleId = the id). */
export default function ArticleModule({ params }: ModuleProps) {
  const siteTitle = useSiteTitle();
  // `/article/<id>` (the public pattern /:module/:id); other actions of the module are not built yet.
  const articleId = params.action ? undefined : params.id;
  if (!articleId) return <ModulePlaceholder area="public" params={params} />;
  return <ArticlePage articleId={articleId} siteTitle={siteTitle} />;
}
