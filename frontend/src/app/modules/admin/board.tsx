import { ModulePlaceholder } from '../../components/module-placeholder';
import type { ModuleProps } from '../../module-props';

/** Admin 'board' module: not built yet. */
export default function AdminBoardModule({ params }: ModuleProps) {
  return <ModulePlaceholder area="admin" params={params} />;
}
