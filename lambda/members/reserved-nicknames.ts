import { isReservedNickName } from '../../contracts/member';
import { BadRequestError } from '../shared/http/errors';

/** Whether a nickname may be taken, by the rules in force now. */
export type NickNameRule = (nickName: string) => boolean;

/** Where the site's own reserved words come from: the settings as stored now (SettingsCache.fresh). */
export interface SiteNickNameWords {
  fresh(): Promise<{ readonly nickNameWords: readonly string[] }>;
}

/**
 * The reserved nicknames in force: the built-in ones, the site's title and the words admins added in Member
 * Setting, look-alikes included (contracts/member.ts, `isReservedNickName`). Read when a nickname is set (the
 * first profile, PUT /member/{id}) from the settings as stored now, through the same reader as the write
 * checks (lambda/site-settings/settings-cache.ts), which projects the few fields the functions check.
 */
export class ReservedNickNames {
  constructor(private readonly settings: SiteNickNameWords) {}

  /** The rule as the site's settings say now; one read, for checking several candidates. */
  async rule(): Promise<NickNameRule> {
    const { nickNameWords } = await this.settings.fresh();
    return (nickName) => !isReservedNickName(nickName, nickNameWords);
  }

  /** 400 naming `field` when the nickname is reserved; nothing is written before this. */
  async assertAllowed(nickName: string, field = 'body.nickName'): Promise<void> {
    assertNotReserved(await this.rule(), nickName, field);
  }
}

/** 400 naming `field` when `allowed` refuses the nickname. */
export function assertNotReserved(allowed: NickNameRule, nickName: string, field = 'body.nickName'): void {
  if (allowed(nickName)) return;
  throw new BadRequestError('That nickname is reserved. Please choose another.', [
    {
      field,
      message: 'is reserved (it names the site, its staff or the system, or looks like a name that does)',
    },
  ]);
}

/** The built-in words only, where no site settings are at hand (tests, and code paths without the table). */
export const builtInNickNameRule: NickNameRule = (nickName) => !isReservedNickName(nickName);
