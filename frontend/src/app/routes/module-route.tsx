import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { findModule, type ModuleArea } from '../modules';
import { AreaNotFound } from './area-not-found';

/** Resolves `:module` to its lazily loaded screen; an unknown module is a 404. */
export function ModuleRoute({ area }: { area: ModuleArea }) {
  const { module, action, id, tabPage, tabPageAction } = useParams();
  const Module = findModule(area, module);
  if (!Module || !module) return <AreaNotFound area={area} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Module params={{ module: module.toLowerCase(), action, id, tabPage, tabPageAction }} />
    </Suspense>
  );
}
