import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BlockedMember } from '../../contracts/friend';
import { blockKeys } from '../storage/keys/block-keys';
import { MemberListRepository } from '../storage/member-list-repository';

/** The members a member blocked (docs/data-model.md, K1–K4): `has` is what message and friend checks ask. */
export class BlockRepository extends MemberListRepository<BlockedMember> {
  constructor(client: DynamoDBDocumentClient, tableName: string) {
    super(client, tableName, { owner: blockKeys.owner, entry: blockKeys.block, prefix: 'BLOCK#' });
  }
}
