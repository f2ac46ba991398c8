import { ModulePlaceholder } from '../../components/module-placeholder';
import type { ModuleProps } from '../../module-props';

/** Admin 'menu' module: not built yet. */
export default function AdminMenuModule({ params }: ModuleProps) {
  return <ModulePlaceholder area="admin" params={params} />;
}
