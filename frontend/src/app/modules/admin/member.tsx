import { ModulePlaceholder } from '../../components/module-placeholder';
import type { ModuleProps } from '../../module-props';

/** Admin 'member' module: not built yet. */
export default function AdminMemberModule({ params }: ModuleProps) {
  return <ModulePlaceholder area="admin" params={params} />;
}
