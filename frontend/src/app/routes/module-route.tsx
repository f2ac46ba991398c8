import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { findModule, type ModuleArea } from '../modules';
import { AreaNotFound } from './area-not-found';

/**
 * Resolves `:module` to its lazily loaded screen; an unknown module is a 404. `module` names it instead for a
 * route without the parameter (`/search`).
 */
export function ModuleRoute({ area, module: named }: { area: ModuleArea; module?: string }) {
  const params = useParams();
  const { action, id, tabPage, tabPageAction } = params;
  const module = named ?? params.module;
  const Module = findModule(area, module);
  if (!Module || !module) return <AreaNotFound area={area} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Module params={{ module: module.toLowerCase(), action, id, tabPage, tabPageAction }} />
    </Suspense>
  );
}
