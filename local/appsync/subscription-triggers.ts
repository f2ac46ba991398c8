import {
  getNamedType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * How AppSync connects mutations to subscriptions:
 * - a subscription field fires when one of the mutations named in its `@aws_subscribe(mutations: [...])`
 *   succeeds, with that mutation's result as the payload; AppSync refuses a schema where the subscription's
 *   type is not the mutation's return type, and so does this server (at start);
 * - the payload holds only what the mutation's caller selected (AppSync publishes the mutation's response),
 *   so fields the mutation did not select reach subscribers as null;
 * - arguments the subscriber gave (non-null) must equal the payload's fields of the same name (basic
 *   filtering); a field missing from the payload matches no argument.
 */

/** mutation field name → subscription field names it triggers. */
export function subscriptionTriggers(schema: GraphQLSchema): Map<string, string[]> {
  const triggers = new Map<string, string[]>();
  const subscription = schema.getSubscriptionType();
  if (!subscription) return triggers;
  const mutation = schema.getMutationType();
  for (const field of Object.values(subscription.getFields())) {
    const directive = field.astNode?.directives?.find((d) => d.name.value === 'aws_subscribe');
    const list = directive?.arguments?.find((a) => a.name.value === 'mutations')?.value;
    if (!list || list.kind !== Kind.LIST) continue;
    for (const value of list.values) {
      if (value.kind !== Kind.STRING) continue;
      const mutationField = mutation?.getFields()[value.value];
      if (!mutationField)
        throw new Error(`Subscription.${field.name} subscribes to ${value.value}, which is not a mutation`);
      // Compared by named type: AppSync accepts a nullable subscription of a non-null mutation result.
      const published = getNamedType(mutationField.type).name;
      if (getNamedType(field.type).name !== published)
        throw new Error(
          `Subscription.${field.name} returns ${getNamedType(field.type).name}, but ${value.value} returns ${published}: AppSync requires the same type`,
        );
      triggers.set(value.value, [...(triggers.get(value.value) ?? []), field.name]);
    }
  }
  return triggers;
}

/** The fields selected directly in `selectionSet`, fragments expanded. */
export function collectFields(
  selectionSet: SelectionSetNode | undefined,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      fields.push(...collectFields(selection.selectionSet, fragments));
    else fields.push(...collectFields(fragments.get(selection.name.value)?.selectionSet, fragments));
  }
  return fields;
}

export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  return new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
}

/**
 * Response data keyed by response key (aliases) turned back into data keyed by field name, so the
 * subscription's own selection (and its own aliases) resolves from it.
 */
function byFieldName(
  value: unknown,
  selectionSet: SelectionSetNode | undefined,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): unknown {
  if (Array.isArray(value)) return value.map((item) => byFieldName(item, selectionSet, fragments));
  if (value === null || typeof value !== 'object' || !selectionSet) return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of collectFields(selectionSet, fragments)) {
    const key = (field.alias ?? field.name).value;
    if (key in source) out[field.name.value] = byFieldName(source[key], field.selectionSet, fragments);
  }
  return out;
}

export interface Publication {
  readonly mutationField: string;
  readonly payload: unknown;
}

/**
 * What a mutation publishes: each root field that resolved to a value without an error. A field that
 * failed or returned null publishes nothing.
 */
export function publications(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  data: Record<string, unknown> | null,
  failedRootKeys: ReadonlySet<string>,
): Publication[] {
  if (!data) return [];
  const fragments = fragmentsOf(document);
  return collectFields(operation.selectionSet, fragments).flatMap((field) => {
    const key = (field.alias ?? field.name).value;
    const value = data[key];
    if (value === null || value === undefined || failedRootKeys.has(key) || field.name.value.startsWith('__'))
      return [];
    return [{ mutationField: field.name.value, payload: byFieldName(value, field.selectionSet, fragments) }];
  });
}

function sameValue(expected: unknown, actual: unknown): boolean {
  if (expected === actual) return true;
  // ID arguments arrive as strings while the payload may hold a number: compared as strings.
  if (
    (typeof expected === 'string' || typeof expected === 'number') &&
    (typeof actual === 'string' || typeof actual === 'number')
  )
    return String(expected) === String(actual);
  return JSON.stringify(expected) === JSON.stringify(actual);
}

/** Basic filtering: every argument the subscriber set (non-null) equals the payload's field. */
export function matchesArguments(args: Readonly<Record<string, unknown>>, payload: unknown): boolean {
  const entries = Object.entries(args).filter(([, value]) => value !== null && value !== undefined);
  if (entries.length === 0) return true;
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return false;
  const fields = payload as Record<string, unknown>;
  return entries.every(([name, value]) => name in fields && sameValue(value, fields[name]));
}
