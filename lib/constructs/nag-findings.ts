/**
 * cdk-nag 3 acknowledges IAM5 findings one by one, by their exact text (`AwsSolutions-IAM5[Resource::…]`),
 * and that text depends on the environment (a literal account id when CDK_DEFAULT_ACCOUNT is set, a
 * `<AWS::AccountId>` reference otherwise). Instead of hard-coding it, this computes the findings of a role's
 * policies the way cdk-nag does and acknowledges only those matching an expected pattern, each with its
 * reason; anything unexpected stays a finding and fails synthesis.
 *
 * Only for roles whose policies reference resources of their own stack or literals: cross-stack references
 * are rewritten during synthesis, after this runs.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import { CfnRole, Policy, type Role } from 'aws-cdk-lib/aws-iam';

export interface ExpectedFinding {
  /** Matched against the finding inside the brackets, e.g. `Action::s3:List*` or `Resource::*`. */
  readonly finding: RegExp;
  readonly reason: string;
}

interface Statement {
  readonly Effect?: string;
  readonly Action?: string | string[];
  readonly Resource?: unknown;
}

/** Acknowledges the IAM5 findings of `role`'s policies that match `expected`. Call after the last grant. */
export function acknowledgeExpectedWildcards(role: Role, expected: readonly ExpectedFinding[]): string[] {
  const acknowledged: string[] = [];
  for (const finding of wildcardFindings(role)) {
    const match = expected.find((candidate) => candidate.finding.test(finding));
    if (!match) continue;
    Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason: match.reason });
    acknowledged.push(finding);
  }
  return acknowledged;
}

/** The IAM5 findings cdk-nag would report for the role's inline and default policies. */
export function wildcardFindings(role: Role): string[] {
  const stack = Stack.of(role);
  const documents: unknown[] = [];
  const cfnRole = role.node.defaultChild;
  if (cfnRole instanceof CfnRole) {
    const inline = stack.resolve(cfnRole.policies) as
      { PolicyDocument?: unknown; policyDocument?: unknown }[] | undefined;
    for (const policy of inline ?? []) documents.push(policy.PolicyDocument ?? policy.policyDocument);
  }
  for (const child of role.node.children) {
    if (child instanceof Policy) documents.push(stack.resolve(child.document));
  }
  const findings = new Set<string>();
  for (const document of documents) {
    const statements = ((document as { Statement?: Statement[] } | undefined)?.Statement ?? []).filter(
      (statement) => statement.Effect === 'Allow',
    );
    for (const statement of statements) {
      for (const action of toArray(statement.Action))
        if (action.includes('*')) findings.add(`Action::${action}`);
      for (const resource of toArray(statement.Resource)) {
        const flat = flattenReference(resource);
        if (flat.includes('*')) findings.add(`Resource::${flat}`);
      }
    }
  }
  return [...findings];
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** cdk-nag's rendering of a CloudFormation value (utils/flatten-cfn-reference). */
export function flattenReference(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record['Fn::Join']) {
      const [delimiter, items] = record['Fn::Join'] as [string, unknown[]];
      return items.map(flattenReference).join(delimiter);
    }
    if (record['Fn::Sub']) return flattenReference(record['Fn::Sub']);
    if (record['Fn::GetAtt']) {
      const [resource, attribute] = record['Fn::GetAtt'] as [unknown, unknown];
      return `<${flattenReference(resource)}.${flattenReference(attribute)}>`;
    }
    if (record['Fn::ImportValue']) return flattenReference(record['Fn::ImportValue']);
    if (record.Ref) return `<${flattenReference(record.Ref)}>`;
  }
  return JSON.stringify(node);
}
