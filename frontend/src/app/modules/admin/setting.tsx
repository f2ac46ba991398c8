import { NotFoundPage } from '@/components/not-found-page';
import { GeneralSettings } from '@/features/admin-portal/settings/general-settings';
import { UploadSettings } from '@/features/admin-portal/settings/upload-settings';
import { NotAvailablePage } from '@/features/admin-portal/components/not-available-page';
import type { ModuleProps } from '../../module-props';

/** Admin 'setting' module: General, File Uplaod; Admin Setup is not available yet. */
export default function AdminSettingModule({ params }: ModuleProps) {
  if (params.id) return <NotFoundPage area="admin" />;
  if (params.action === 'general') return <GeneralSettings />;
  if (params.action === 'file') return <UploadSettings />;
  if (params.action === 'menu') return <NotAvailablePage section="Admin Setup" />;
  return <NotFoundPage area="admin" />;
}
