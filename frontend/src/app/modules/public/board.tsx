import { ModulePlaceholder } from '../../components/module-placeholder';
import type { ModuleProps } from '../../module-props';

/** Public 'board' module: not built yet. */
export default function BoardModule({ params }: ModuleProps) {
  return <ModulePlaceholder area="public" params={params} />;
}
