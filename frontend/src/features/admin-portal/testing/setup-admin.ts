import { fetchAuthSession } from 'aws-amplify/auth';
import { memberSession } from '@/testing/amplify-session';
import { installFakeFetch } from '@/testing/fake-fetch';
import { fakeAdminApi } from './fake-admin-api';

/** Signs in an admin (Amplify mocked by the test file) and fakes the admin APIs with `routes`. */
export function setupAdminApi(routes: Parameters<typeof fakeAdminApi>[0]) {
  jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('admin-1'));
  const api = fakeAdminApi(routes);
  installFakeFetch(api.handler);
  return api;
}
