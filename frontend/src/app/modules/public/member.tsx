import { ModulePlaceholder } from '../../components/module-placeholder';
import type { ModuleProps } from '../../module-props';

/** Public 'member' module: not built yet. */
export default function MemberModule({ params }: ModuleProps) {
  return <ModulePlaceholder area="public" params={params} />;
}
