import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { FORBIDDEN_UPLOAD_EXTENSIONS, updateSiteSettingsInputSchema } from '@contracts/site-settings';
import type { FormSection } from '@/components/form';
import type { AdminSiteSettings } from '../api/get-site-settings';
import { SettingsFormPage } from './settings-form-page';

const uploadShape = updateSiteSettingsInputSchema.shape.upload.shape;

/** The form's text values, parsed into the API's numbers and lists with the API's own rules. */
const uploadFormSchema = z.object({
  maxFileSizeMb: z.pipe(z.coerce.number({ error: 'must be a number' }), uploadShape.maxFileSizeMb),
  allowedExtensions: z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((text: string | undefined) =>
        (text ?? '')
          .split(/[\s,]+/)
          .map((ext) => ext.replace(/^\./, ''))
          .filter(Boolean),
      ),
    ),
    uploadShape.allowedExtensions,
  ),
});

function uploadSections(data: AdminSiteSettings): FormSection[] {
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
}

/** /admin/setting/file ('File Uplaod'): the largest file members may upload and the allowed extensions. */
export function UploadSettings() {
  return (
    <SettingsFormPage
      title="File Uplaod"
      formLabel="File upload settings"
      sectionsFor={uploadSections}
      validationSchema={uploadFormSchema}
      toChange={(values) => ({
        upload: { maxFileSizeMb: values.maxFileSizeMb, allowedExtensions: values.allowedExtensions },
      })}
      savedMessage={() => 'The file upload settings were saved.'}
    />
  );
}
