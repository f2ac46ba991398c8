import { ModulePlaceholder } from '../../components/module-placeholder';
import type { ModuleProps } from '../../module-props';

/** Admin 'post' module: not built yet. */
export default function AdminPostModule({ params }: ModuleProps) {
  return <ModulePlaceholder area="admin" params={params} />;
}
