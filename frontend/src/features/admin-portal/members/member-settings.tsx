import { useMemo } from 'react';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import Paper from '@mui/material/Paper';
import { DynamicForm, type FormSection } from '@/components/form';
import { saveSiteSettings, siteSettingsKey, useSiteSettings } from '../settings/api';
import { useAdminClient } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { ListState } from '../components/list-state';
import { notify } from '@/lib/notify';

const memberSettingsSchema = z.object({
  signUp: z.enum(['open', 'closed']),
  termsOfService: z.string().max(20_000, 'must be at most 20,000 characters').optional(),
  privacyPolicy: z.string().max(20_000, 'must be at most 20,000 characters').optional(),
});

/** /admin/member/setting: whether visitors may sign up, and the texts they agree to when they do. */
export function MemberSettings() {
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
            type: 'select',
            name: 'signUp',
            label: 'Sign-up',
            required: true,
            options: [
              { value: 'open', label: 'Open: visitors may create an account' },
              { value: 'closed', label: 'Closed: the sign-up page says so and accounts cannot be created' },
            ],
            initialValue: data.members.signUpOpen ? 'open' : 'closed',
          },
        ],
      },
      {
        label: 'Agreements shown on the sign-up page',
        expanded: true,
        fields: [
          {
            type: 'textarea',
            name: 'termsOfService',
            label: 'Terms of service',
            initialValue: data.members.termsOfService ?? '',
            helperText: 'Plain text; line breaks are kept',
          },
          {
            type: 'textarea',
            name: 'privacyPolicy',
            label: 'Privacy policy',
            initialValue: data.members.privacyPolicy ?? '',
            helperText: 'Plain text; line breaks are kept',
          },
        ],
      },
    ];
  }, [data]);

  return (
    <AdminPage title="Member Setting">
      <Paper sx={{ p: 2, maxWidth: 900 }}>
        <ListState
          loading={settings.isPending}
          error={settings.error}
          empty={false}
          emptyText=""
          onRetry={() => void settings.refetch()}
        >
          <DynamicForm
            aria-label="Member settings"
            layout="label-left"
            sections={sections}
            validationSchema={memberSettingsSchema}
            submitLabel="Save"
            onSubmit={async (values) => {
              try {
                await saveSiteSettings(client, {
                  members: {
                    signUpOpen: values.signUp === 'open',
                    termsOfService: values.termsOfService ?? '',
                    privacyPolicy: values.privacyPolicy ?? '',
                  },
                });
                notify.success(
                  values.signUp === 'open' ? 'Saved: sign-up is open.' : 'Saved: sign-up is closed.',
                );
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
