import { useMemo } from 'react';
import type * as z from 'zod/mini';
import Paper from '@mui/material/Paper';
import { DynamicForm, type FormSection, type FormValues } from '@/components/form';
import { useSiteSettings, type AdminSiteSettings } from '../api/get-site-settings';
import { useSaveSiteSettings, type SettingsChange } from '../api/save-site-settings';
import { AdminPage } from '../components/admin-page';
import { QueryState } from '../components/list-state';
import { notify } from '@/lib/notify';

export interface SettingsFormPageProps<TValues extends FormValues> {
  /** The page's heading and document title. */
  readonly title: string;
  /** The form's accessible name. */
  readonly formLabel: string;
  /** The form's sections for the settings as read; a module-level function, so the form is not re-initialised. */
  readonly sectionsFor: (settings: AdminSiteSettings) => FormSection[];
  /** Parses the form's text values into what `toChange` takes. */
  readonly validationSchema: z.core.$ZodType<TValues>;
  /** The part of the settings this screen changes. */
  readonly toChange: (values: TValues) => SettingsChange;
  /** The success message once saved. */
  readonly savedMessage: (values: TValues) => string;
}

/**
 * One settings screen: the site settings read, shown in a dynamic form, and the screen's part of them saved
 * over a fresh read of the rest, then the cached settings refreshed (api/save-site-settings.ts).
 */
export function SettingsFormPage<TValues extends FormValues>({
  title,
  formLabel,
  sectionsFor,
  validationSchema,
  toChange,
  savedMessage,
}: SettingsFormPageProps<TValues>) {
  const saveSiteSettings = useSaveSiteSettings();
  const settings = useSiteSettings();
  const data = settings.data;
  const sections = useMemo<FormSection[]>(() => (data ? sectionsFor(data) : []), [data, sectionsFor]);

  return (
    <AdminPage title={title}>
      <Paper sx={{ p: 2, maxWidth: 900 }}>
        <QueryState query={settings} empty={false} emptyText="">
          <DynamicForm<TValues>
            aria-label={formLabel}
            layout="label-left"
            sections={sections}
            validationSchema={validationSchema}
            onSubmit={async (values) => {
              try {
                await saveSiteSettings(toChange(values));
                notify.success(savedMessage(values));
              } catch (error) {
                notify.error(error);
              }
            }}
          />
        </QueryState>
      </Paper>
    </AdminPage>
  );
}
