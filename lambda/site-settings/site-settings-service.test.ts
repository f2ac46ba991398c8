import type { SiteSettingsInput } from '../../contracts/site-settings';
import type { MenuRecord } from '../menus/menu-repository';
import { BadRequestError } from '../shared/http/errors';
import { DEFAULT_RATE_LIMITS } from './resolvers/site-settings-keys';
import { SiteSettingsService } from './site-settings-service';

const input: SiteSettingsInput = {
  title: 'Town',
  description: '',
  defaultLanguage: 'en',
  upload: { maxFileSizeMb: 10, allowedExtensions: ['jpg'] },
  members: { signUpOpen: true },
};
const menu = (id: string, extra: Partial<MenuRecord> = {}): MenuRecord => ({
  id,
  name: id,
  module: 'board',
  moduleId: id,
  link: `/board/${id}`,
  sortOrder: 0,
  parentId: null,
  ...extra,
});
const menus = [
  menu('free'),
  menu('rhymix', { module: 'link', moduleId: null, link: 'https://rhymix.org/' }),
  menu('member', { module: 'member', moduleId: null, link: '/member' }),
];

function setup() {
  const put = jest.fn(async (settings: SiteSettingsInput, now: string) => ({
    ...settings,
    members: { signUpOpen: true, termsOfService: '', privacyPolicy: '', reservedNickNames: [] },
    homeMenuId: settings.homeMenuId ?? null,
    termsVersion: 1,
    termsUpdatedAt: null,
    limits: DEFAULT_RATE_LIMITS,
    updatedAt: now,
  }));
  const get = jest.fn(async (id: string) => menus.find((m) => m.id === id) ?? null);
  const service = new SiteSettingsService({ put }, { get }, () => '2026-11-24T00:00:00.000Z');
  return { service, put, get };
}

describe('SiteSettingsService', () => {
  it('saves a menu item that opens a page as the home page', async () => {
    const { service, put, get } = setup();
    await expect(service.update({ ...input, homeMenuId: 'free' })).resolves.toMatchObject({
      homeMenuId: 'free',
    });
    expect(get).toHaveBeenCalledWith('free');
    expect(put).toHaveBeenCalledWith({ ...input, homeMenuId: 'free' }, '2026-11-24T00:00:00.000Z');
  });

  it('reads no menu when the home page is cleared (null) or left as it is (omitted)', async () => {
    const { service, put, get } = setup();
    await service.update({ ...input, homeMenuId: null });
    await service.update(input);
    expect(get).not.toHaveBeenCalled();
    expect(put).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['an id not in the menu', 'gone', /not in the menu/],
    ['an external link', 'rhymix', /links to another site/],
    ['an item without a page of its own', 'member', /opens a page/],
  ])('refuses %s with a 400 naming the field, and saves nothing', async (_what, id, message) => {
    const { service, put } = setup();
    const refusal = service.update({ ...input, homeMenuId: id });
    await expect(refusal).rejects.toBeInstanceOf(BadRequestError);
    await expect(refusal).rejects.toMatchObject({
      message: expect.stringMatching(message) as unknown,
      fields: [{ field: 'input.homeMenuId' }],
    });
    expect(put).not.toHaveBeenCalled();
  });
});
