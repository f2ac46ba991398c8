/**
 * `npm run recount`: rekeys the admin lists of posts and comments stored before they were split, and sets the
 * dashboard's counters from the rows (lambda/ops/site-recount.ts; docs/operations.md, "Recounting the
 * dashboard"). An offline walk of the content table and the members' username index, never on a request path.
 * Reads the table names from CONTENT_TABLE and MEMBERS_TABLE and the AWS credentials and region as the AWS
 * CLI does (DYNAMODB_ENDPOINT for DynamoDB Local).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { MemberRepository } from '../lambda/members/member-repository';
import { SiteRecount } from '../lambda/ops/site-recount';
import { adminListEntry } from '../lambda/posts/post-indexes';

async function main(): Promise<void> {
  const content = process.env.CONTENT_TABLE;
  const members = process.env.MEMBERS_TABLE;
  if (!content || !members) {
    throw new Error('Set CONTENT_TABLE and MEMBERS_TABLE to the stage table names');
  }
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  const client = DynamoDBDocumentClient.from(new DynamoDBClient(endpoint ? { endpoint } : {}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  const report = await new SiteRecount(
    client,
    { content, members },
    adminListEntry,
    new MemberRepository(client, members),
  ).run();
  const line = (name: string, count: { total: number; today: number }) =>
    `${name} ${count.total} (${count.today} today)`;
  console.log(
    `Counted ${line('posts', report.posts)}, ${line('comments', report.comments)}, ${line('members', report.members)}; rekeyed ${report.reindexed} items in the admin lists.`,
  );
  if (report.changedMeanwhile > 0) {
    console.log(`${report.changedMeanwhile} items changed while the walk ran: run it again.`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
