/**
 * DynamoDB data-plane grants scoped to a table and its named indexes. CDK's `grantReadData` would allow
 * `<table>/index/*` and Scan; these grants name each index of contracts/tables.ts instead (no wildcard to
 * justify) and leave Scan out, so "every list is a Query on a key or index, no Scan on a request path"
 * (docs/architecture.md) is enforced by IAM, not only by review.
 */
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';

export type TableAccess = 'read' | 'readWrite';

export const tableReadActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
] as const;

export const tableWriteActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

export interface TableGrantOptions {
  /** Names of the global secondary indexes the grantee may query. @default - none */
  readonly indexNames?: readonly string[];
}

/** Grants `access` on `table` (and on each named index) to `grantee`'s identity policy. */
export function grantTableAccess(
  grantee: IGrantable,
  table: ITable,
  access: TableAccess,
  options: TableGrantOptions = {},
): Grant {
  const actions =
    access === 'readWrite' ? [...tableReadActions, ...tableWriteActions] : [...tableReadActions];
  return Grant.addToPrincipal({
    grantee,
    actions,
    resourceArns: [
      table.tableArn,
      ...(options.indexNames ?? []).map((name) => `${table.tableArn}/index/${name}`),
    ],
  });
}
