import {
  ListGroupsCommand,
  ListUsersInGroupCommand,
  type CognitoIdentityProviderClient,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { GROUP_COUNT_CAP, type GroupMemberView, type MemberGroupView } from '../../contracts/member-group';
import type { Page } from '../../contracts/pagination';
import { BadRequestError, NotFoundError } from '../shared/http/errors';

/** The pool answers at most 60 users and 60 groups per page. */
const POOL_PAGE_SIZE = 60;

function memberOf(user: UserType): GroupMemberView {
  const attribute = (name: string) => user.Attributes?.find((a) => a.Name === name)?.Value;
  return {
    userId: attribute('sub') ?? user.Username ?? '',
    userName: user.Username ?? '',
    email: attribute('email') ?? null,
    enabled: user.Enabled !== false,
  };
}

/**
 * The user pool's groups and their members, read from the pool itself (it decides who is an admin), never
 * from the profile mirror.
 */
export class GroupDirectory {
  constructor(
    private readonly client: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
  ) {}

  /** Every group (a pool has few: one page) with its member count, counted up to the cap. */
  async groups(): Promise<{ items: MemberGroupView[] }> {
    const out = await this.client.send(
      new ListGroupsCommand({ UserPoolId: this.userPoolId, Limit: POOL_PAGE_SIZE }),
    );
    const groups = (out.Groups ?? []).filter((g) => g.GroupName);
    const items = await Promise.all(
      groups.map(async (group) => {
        const { count, capped } = await this.count(group.GroupName ?? '');
        return {
          groupName: group.GroupName ?? '',
          description: group.Description ?? '',
          memberCount: count,
          countCapped: capped,
        };
      }),
    );
    return { items: items.sort((a, b) => a.groupName.localeCompare(b.groupName)) };
  }

  async members(groupName: string, limit: number, nextToken?: string): Promise<Page<GroupMemberView>> {
    const out = await this.listPage(groupName, limit, nextToken);
    return { items: (out.Users ?? []).map(memberOf), nextToken: out.NextToken ?? null };
  }

  private async count(groupName: string): Promise<{ count: number; capped: boolean }> {
    let count = 0;
    let token: string | undefined;
    do {
      const out = await this.listPage(groupName, POOL_PAGE_SIZE, token);
      count += out.Users?.length ?? 0;
      token = out.NextToken;
    } while (token && count < GROUP_COUNT_CAP);
    return { count: Math.min(count, GROUP_COUNT_CAP), capped: Boolean(token) || count > GROUP_COUNT_CAP };
  }

  private async listPage(groupName: string, limit: number, nextToken?: string) {
    try {
      return await this.client.send(
        new ListUsersInGroupCommand({
          UserPoolId: this.userPoolId,
          GroupName: groupName,
          Limit: limit,
          ...(nextToken ? { NextToken: nextToken } : {}),
        }),
      );
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'ResourceNotFoundException') throw new NotFoundError('No such group.');
      // A cursor the pool did not issue (or an expired one) is the caller's mistake.
      if (name === 'InvalidParameterException' && nextToken) {
        throw new BadRequestError('The list cursor is not valid.', [
          { field: 'query.nextToken', message: 'is not a cursor of this list' },
        ]);
      }
      throw error;
    }
  }
}
