import * as z from 'zod/mini';
import '@contracts/zod-locale';
import {
  languageTagSchema,
  rateLimitsSchema,
  updateSiteSettingsInputSchema,
  type RateLimits,
} from '@contracts/site-settings';
import type { FormSection } from '@/components/form';
import type { AdminSiteSettings } from '../api/get-site-settings';
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

/** The Limits section's fields: each a member's writes a minute (lambda/shared/rate-limit/rate-limiter.ts). */
const LIMIT_FIELDS: readonly { name: keyof RateLimits; label: string }[] = [
  { name: 'messagesPerMinute', label: 'Messages a minute' },
  { name: 'conversationsPerMinute', label: 'New conversations a minute' },
  { name: 'postsPerMinute', label: 'Posts a minute' },
  { name: 'commentsPerMinute', label: 'Comments a minute' },
  { name: 'reportsPerMinute', label: 'Reports a minute' },
];

const limitShape = rateLimitsSchema.shape;
/** A form's text value as the API's whole number, with the API's own bounds. */
const limitField = (name: keyof RateLimits) =>
  z.pipe(z.coerce.number({ error: 'must be a number' }), limitShape[name]);

const generalSchema = z.object({
  title: updateSiteSettingsInputSchema.shape.title,
  description: z.optional(updateSiteSettingsInputSchema.shape.description),
  defaultLanguage: languageTagSchema,
  messagesPerMinute: limitField('messagesPerMinute'),
  conversationsPerMinute: limitField('conversationsPerMinute'),
  postsPerMinute: limitField('postsPerMinute'),
  commentsPerMinute: limitField('commentsPerMinute'),
  reportsPerMinute: limitField('reportsPerMinute'),
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
    {
      id: 'limits',
      label: 'Limits',
      expandable: false,
      fields: LIMIT_FIELDS.map(({ name, label }) => ({
        type: 'text' as const,
        name,
        label,
        required: true,
        initialValue: String(data.limits[name]),
        helperText:
          '1 to 1000 per member; a member over it is asked to wait (administrators are not limited)',
      })),
    },
  ];
}

/**
 * /admin/setting/general: the site's title, description and default language, and the per-member limits a
 * minute (the dynamic form).
 */
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
        limits: {
          messagesPerMinute: values.messagesPerMinute,
          conversationsPerMinute: values.conversationsPerMinute,
          postsPerMinute: values.postsPerMinute,
          commentsPerMinute: values.commentsPerMinute,
          reportsPerMinute: values.reportsPerMinute,
        },
      })}
      savedMessage={() => 'The general settings were saved.'}
    />
  );
}
