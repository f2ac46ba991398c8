import * as z from 'zod/mini';
import '@contracts/zod-locale';
import { languageTagSchema, updateSiteSettingsInputSchema } from '@contracts/site-settings';
import type { FormSection } from '@/components/form';
import type { AdminSiteSettings } from './api';
import { SettingsFormPage } from './settings-form-page';

/**
 * The languages offered, by the tags the site stores (the local seed and Korean sites use ko-KR). A stored tag
 * that is not among them is offered too, named in words ("Korean (ko)"), never as a second bare tag.
 */
const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'ko-KR', label: 'Korean (한국어)' },
  { value: 'ja-JP', label: 'Japanese (日本語)' },
  { value: 'zh-CN', label: 'Chinese, simplified (简体中文)' },
];

/** "Korean (ko)" for a tag the list does not hold; the tag alone where the browser cannot name it. */
function languageOption(tag: string) {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(tag);
    return { value: tag, label: name && name !== tag ? `${name} (${tag})` : tag };
  } catch {
    return { value: tag, label: tag };
  }
}

const generalSchema = z.object({
  title: updateSiteSettingsInputSchema.shape.title,
  description: z.optional(updateSiteSettingsInputSchema.shape.description),
  defaultLanguage: languageTagSchema,
});

function generalSections(data: AdminSiteSettings): FormSection[] {
  const languages = LANGUAGES.some((l) => l.value === data.defaultLanguage)
    ? LANGUAGES
    : [...LANGUAGES, languageOption(data.defaultLanguage)];
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
}

/** /admin/setting/general: the site's title, description and default language (the dynamic form). */
export function GeneralSettings() {
  return (
    <SettingsFormPage
      title="General"
      formLabel="General settings"
      sectionsFor={generalSections}
      validationSchema={generalSchema}
      toChange={(values) => ({
        title: values.title,
        description: values.description ?? '',
        defaultLanguage: values.defaultLanguage,
      })}
      savedMessage={() => 'The general settings were saved.'}
    />
  );
}
