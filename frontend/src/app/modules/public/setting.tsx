import { lazy, Suspense } from 'react';
import { PageLoading } from '@/components/page-loading';
import { NotFoundPage } from '@/components/not-found-page';
import { useSiteTitle } from '@/features/navigation/api/get-menu-tree';
import type { ModuleProps } from '../../module-props';

const SettingPage = lazy(() =>
  import('@/features/auth/components/setting-page').then((module) => ({ default: module.SettingPage })),
);

/** Public 'setting' module: /setting/account (change password, sign out everywhere, leave the site). */
export default function SettingModule({ params }: ModuleProps) {
  const siteTitle = useSiteTitle();
  const screen = (params.action ?? params.id ?? '').toLowerCase();
  if (screen !== 'account' || (params.action !== undefined && params.id !== undefined))
    return <NotFoundPage siteTitle={siteTitle} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <SettingPage siteTitle={siteTitle} />
    </Suspense>
  );
}
