import { ModulePlaceholder } from '../../components/module-placeholder';
import type { ModuleProps } from '../../module-props';

/** Admin 'setting' module: not built yet. */
export default function AdminSettingModule({ params }: ModuleProps) {
  return <ModulePlaceholder area="admin" params={params} />;
}
