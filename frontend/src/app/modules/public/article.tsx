import { ModulePlaceholder } from '../../components/module-placeholder';
import type { ModuleProps } from '../../module-props';

/** Public 'article' module: not built yet. */
export default function ArticleModule({ params }: ModuleProps) {
  return <ModulePlaceholder area="public" params={params} />;
}
