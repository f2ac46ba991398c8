import { ModulePlaceholder } from '../../components/module-placeholder';
import type { ModuleProps } from '../../module-props';

/** Public 'setting' module: not built yet. */
export default function SettingModule({ params }: ModuleProps) {
  return <ModulePlaceholder area="public" params={params} />;
}
