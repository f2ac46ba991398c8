import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { isReservedNickName } from '../../contracts/member';
import { BadRequestError } from '../shared/http/errors';
import { DEFAULT_SITE_TITLE, SETTINGS_KEY } from '../storage/keys/site-settings-key';
import { TableRepository } from '../storage/table-repository';

/** Whether a nickname may be taken, by the rules in force now. */
export type NickNameRule = (nickName: string) => boolean;

/**
 * The reserved nicknames in force: the built-in ones, the site's title and the words admins added in Member
 * Setting, look-alikes included (contracts/member.ts, `isReservedNickName`). Read when a nickname is set (the
 * first profile, PUT /member/{id}): one GetItem of the site settings (S1 in docs/data-model.md), projected to
 * the two fields, so the member functions carry none of the settings' defaults.
 */
export class ReservedNickNames extends TableRepository {
  /** The rule as the site's settings say now; one read, for checking several candidates. */
  async rule(): Promise<NickNameRule> {
    const out = await this.client.send(
      new GetCommand({
        TableName: this.tableName,
        Key: SETTINGS_KEY,
        ProjectionExpression: '#title, #members.#reserved',
        ExpressionAttributeNames: {
          '#title': 'title',
          '#members': 'members',
          '#reserved': 'reservedNickNames',
        },
      }),
    );
    const stored = out.Item as { title?: string; members?: { reservedNickNames?: string[] } } | undefined;
    const extra = [stored?.title ?? DEFAULT_SITE_TITLE, ...(stored?.members?.reservedNickNames ?? [])];
    return (nickName) => !isReservedNickName(nickName, extra);
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
