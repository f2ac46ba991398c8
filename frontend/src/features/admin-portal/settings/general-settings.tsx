import { useMemo } from 'react';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import Paper from '@mui/material/Paper';
import { languageTagSchema, updateSiteSettingsInputSchema } from '@contracts/site-settings';
import { DynamicForm, type FormSection } from '@/components/form';
import { useAdminClient } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { ListState } from '../components/list-state';
import { notify } from '@/lib/notify';
import { saveSiteSettings, siteSettingsKey, useSiteSettings } from './api';

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'ko', label: 'Korean (한국어)' },
  { value: 'ja', label: 'Japanese (日本語)' },
  { value: 'zh-CN', label: 'Chinese, simplified (简体中文)' },
];

const generalSchema = z.object({
  title: updateSiteSettingsInputSchema.shape.title,
  description: updateSiteSettingsInputSchema.shape.description.optional(),
  defaultLanguage: languageTagSchema,
});

/** /admin/setting/general: the site's title, description and default language (the dynamic form). */
export function GeneralSettings() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const settings = useSiteSettings();
  const data = settings.data;

  const sections = useMemo<FormSection[]>(() => {
    if (!data) return [];
    const languages = LANGUAGES.some((l) => l.value === data.defaultLanguage)
      ? LANGUAGES
      : [...LANGUAGES, { value: data.defaultLanguage, label: data.defaultLanguage }];
    return [
      {
        fields: [
          { type: 'text', name: 'title', label: 'Site title', required: true, initialValue: data.title },
          {
            type: 'textarea',
            name: 'description',
            label: 'Description',
            initialValue: data.description,
            helperText: 'At most 500 characters; used for search engines and link previews',
          },
          {
            type: 'select',
            name: 'defaultLanguage',
            label: 'Default language',
            required: true,
            options: languages,
            initialValue: data.defaultLanguage,
          },
        ],
      },
    ];
  }, [data]);

  return (
    <AdminPage title="General">
      <Paper sx={{ p: 2, maxWidth: 900 }}>
        <ListState
          loading={settings.isPending}
          error={settings.error}
          empty={false}
          emptyText=""
          onRetry={() => void settings.refetch()}
        >
          <DynamicForm
            aria-label="General settings"
            layout="label-left"
            sections={sections}
            validationSchema={generalSchema}
            submitLabel="Save"
            onSubmit={async (values) => {
              try {
                await saveSiteSettings(client, {
                  title: values.title,
                  description: values.description ?? '',
                  defaultLanguage: values.defaultLanguage,
                });
                notify.success('The general settings were saved.');
                await queryClient.invalidateQueries({ queryKey: siteSettingsKey });
              } catch (error) {
                notify.error(error);
              }
            }}
          />
        </ListState>
      </Paper>
    </AdminPage>
  );
}
