import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Friend } from '../../contracts/friend';
import { friendKeys } from '../storage/keys/friend-keys';
import { MemberListRepository } from '../storage/member-list-repository';

/** A member's friends (docs/data-model.md, F1–F3). */
export class FriendRepository extends MemberListRepository<Friend> {
  constructor(client: DynamoDBDocumentClient, tableName: string) {
    super(client, tableName, { owner: friendKeys.owner, entry: friendKeys.friend, prefix: 'FRIEND#' });
  }
}
