import { useMemo } from 'react';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import Paper from '@mui/material/Paper';
import { FORBIDDEN_UPLOAD_EXTENSIONS, updateSiteSettingsInputSchema } from '@contracts/site-settings';
import { DynamicForm, type FormSection } from '@/components/form';
import { useAdminClient } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { ListState } from '../components/list-state';
import { notify } from '@/lib/notify';
import { saveSiteSettings, siteSettingsKey, useSiteSettings } from './api';

const uploadShape = updateSiteSettingsInputSchema.shape.upload.shape;

/** The form's text values, parsed into the API's numbers and lists with the API's own rules. */
const uploadFormSchema = z.object({
  maxFileSizeMb: z.coerce.number({ error: 'must be a number' }).pipe(uploadShape.maxFileSizeMb),
  allowedExtensions: z
    .string()
    .optional()
    .transform((text) =>
      (text ?? '')
        .split(/[\s,]+/)
        .map((ext) => ext.replace(/^\./, ''))
        .filter(Boolean),
    )
    .pipe(uploadShape.allowedExtensions),
});

/** /admin/setting/file ('File Uplaod'): the largest file members may upload and the allowed extensions. */
export function UploadSettings() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const settings = useSiteSettings();
  const data = settings.data;

  const sections = useMemo<FormSection[]>(() => {
    if (!data) return [];
    return [
      {
        fields: [
          {
            type: 'text',
            name: 'maxFileSizeMb',
            label: 'Maximum file size (MB)',
            required: true,
            initialValue: String(data.upload.maxFileSizeMb),
            helperText: '1 to 100 MB per file',
          },
          {
            type: 'textarea',
            name: 'allowedExtensions',
            label: 'Allowed extensions',
            initialValue: data.upload.allowedExtensions.join(', '),
            helperText: `Separated by commas, without the dot (jpg, png, pdf). Never allowed: ${FORBIDDEN_UPLOAD_EXTENSIONS.join(', ')}`,
          },
        ],
      },
    ];
  }, [data]);

  return (
    <AdminPage title="File Uplaod">
      <Paper sx={{ p: 2, maxWidth: 900 }}>
        <ListState
          loading={settings.isPending}
          error={settings.error}
          empty={false}
          emptyText=""
          onRetry={() => void settings.refetch()}
        >
          <DynamicForm
            aria-label="File upload settings"
            layout="label-left"
            sections={sections}
            validationSchema={uploadFormSchema}
            submitLabel="Save"
            onSubmit={async (values) => {
              try {
                await saveSiteSettings(client, {
                  upload: {
                    maxFileSizeMb: values.maxFileSizeMb,
                    allowedExtensions: values.allowedExtensions,
                  },
                });
                notify.success('The file upload settings were saved.');
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
