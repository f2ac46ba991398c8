import { homePageRefusal, type SiteSettingsInput } from '../../contracts/site-settings';
import { BadRequestError } from '../shared/http/errors';
import { systemClock, type Clock } from '../shared/runtime/clock';
import type { SiteSettingsRepository, StoredSiteSettings } from './site-settings-repository';

/** What saving needs of the menu: the item chosen as the home page, as far as `homePageRefusal` reads it. */
export interface HomeMenuLookup {
  get(id: string): Promise<Parameters<typeof homePageRefusal>[0] | null>;
}

/**
 * Saving the site settings (updateSiteSettings): the input is already valid in shape; this checks what needs
 * the store. The home page item must be in the menu and open a page of the site. A menu deleted after this
 * check leaves a stale id behind, which readers treat as the default home page (never a blank page or a 404).
 */
export class SiteSettingsService {
  constructor(
    private readonly settings: Pick<SiteSettingsRepository, 'put'>,
    private readonly menus: HomeMenuLookup,
    private readonly clock: Clock = systemClock,
  ) {}

  async update(input: SiteSettingsInput): Promise<StoredSiteSettings> {
    if (input.homeMenuId) {
      const menu = await this.menus.get(input.homeMenuId);
      if (!menu) {
        throw new BadRequestError(
          'That item is not in the menu (it may just have been deleted): reload the menu and choose again.',
          [{ field: 'input.homeMenuId', message: 'is not in the menu' }],
        );
      }
      const refusal = homePageRefusal(menu);
      if (refusal) {
        throw new BadRequestError(refusal, [{ field: 'input.homeMenuId', message: refusal }]);
      }
    }
    return this.settings.put(input, this.clock());
  }
}
