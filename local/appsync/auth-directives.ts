import {
  getNamedType,
  isObjectType,
  Kind,
  type ConstDirectiveNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { AppSyncError } from './appsync-error';
import type { CallerIdentity } from './appsync-auth';

/**
 * Field authorization from AppSync's schema directives (@aws_api_key, @aws_cognito_user_pools, …), for an API
 * whose default mode is API_KEY:
 * - a field's own directives replace its type's; a type's directives apply to each field without any;
 * - with no directive on either, only the default mode may read the field;
 * - `@aws_cognito_user_pools(cognito_groups: [...])` admits user-pool callers in at least one listed group;
 * - the field's return type is checked too when it is an object type (lists and non-null unwrapped): its
 *   type directives, or the default mode when it has none. This is why `Menu` carries both directives:
 *   without them a user-pool caller could reach `menuTree` but not the menus it returns.
 * Interfaces and unions as return types are not checked (the schema has none); `@aws_auth` is AppSync's
 * single-mode directive, which AppSync ignores when other modes are configured, and so is it here.
 */
export type AuthMode = 'API_KEY' | 'AMAZON_COGNITO_USER_POOLS' | 'AWS_IAM' | 'OPENID_CONNECT' | 'AWS_LAMBDA';

export interface AuthRule {
  readonly mode: AuthMode;
  /** User pools only: the groups admitted; undefined admits every user of the pool. */
  readonly groups?: readonly string[];
}

const directiveModes: Readonly<Record<string, AuthMode>> = {
  aws_api_key: 'API_KEY',
  aws_cognito_user_pools: 'AMAZON_COGNITO_USER_POOLS',
  aws_iam: 'AWS_IAM',
  aws_oidc: 'OPENID_CONNECT',
  aws_lambda: 'AWS_LAMBDA',
};

function rulesOf(directives: readonly ConstDirectiveNode[]): AuthRule[] | undefined {
  const rules: AuthRule[] = [];
  for (const directive of directives) {
    const mode = directiveModes[directive.name.value];
    if (!mode) continue;
    const groupsArgument = directive.arguments?.find((a) => a.name.value === 'cognito_groups');
    if (mode === 'AMAZON_COGNITO_USER_POOLS' && groupsArgument) {
      const value = groupsArgument.value;
      const groups =
        value.kind === Kind.LIST
          ? value.values.flatMap((v) => (v.kind === Kind.STRING ? [v.value] : []))
          : value.kind === Kind.STRING
            ? [value.value]
            : [];
      rules.push({ mode, groups });
    } else {
      rules.push({ mode });
    }
  }
  return rules.length > 0 ? rules : undefined;
}

function typeDirectives(type: GraphQLNamedType): ConstDirectiveNode[] {
  return [type.astNode, ...type.extensionASTNodes].flatMap((node) => [...(node?.directives ?? [])]);
}

function admits(rules: readonly AuthRule[], identity: CallerIdentity): boolean {
  return rules.some((rule) => {
    if (rule.mode !== identity.mode) return false;
    if (identity.mode !== 'AMAZON_COGNITO_USER_POOLS' || rule.groups === undefined) return true;
    return rule.groups.some((group) => identity.groups.includes(group));
  });
}

export function notAuthorizedError(fieldName: string, typeName: string): AppSyncError {
  return new AppSyncError(
    `Not Authorized to access ${fieldName} on type ${typeName}`,
    'Unauthorized',
    null,
    null,
  );
}

export class FieldAuthorizer {
  private readonly defaultRules: readonly AuthRule[];
  private readonly fieldCache = new Map<string, readonly AuthRule[]>();
  private readonly typeCache = new Map<string, readonly AuthRule[]>();

  constructor(
    private readonly schema: GraphQLSchema,
    defaultMode: AuthMode = 'API_KEY',
  ) {
    this.defaultRules = [{ mode: defaultMode }];
  }

  /** The rules of an object type: its directives, or the default mode. */
  typeRules(type: GraphQLNamedType): readonly AuthRule[] {
    let rules = this.typeCache.get(type.name);
    if (!rules) {
      rules = rulesOf(typeDirectives(type)) ?? this.defaultRules;
      this.typeCache.set(type.name, rules);
    }
    return rules;
  }

  /** The rules of a field: its own directives, else its type's, else the default mode. */
  fieldRules(parentType: GraphQLObjectType, field: GraphQLField<unknown, unknown>): readonly AuthRule[] {
    const key = `${parentType.name}.${field.name}`;
    let rules = this.fieldCache.get(key);
    if (!rules) {
      rules = rulesOf(field.astNode?.directives ?? []) ?? this.typeRules(parentType);
      this.fieldCache.set(key, rules);
    }
    return rules;
  }

  /** Whether `identity` may read `parentType.fieldName`, its return type included. */
  allows(parentType: GraphQLObjectType, fieldName: string, identity: CallerIdentity): boolean {
    const field = parentType.getFields()[fieldName];
    // Introspection fields (__typename) have no definition on the type: AppSync always answers them.
    if (!field) return true;
    if (!admits(this.fieldRules(parentType, field), identity)) return false;
    return this.returnTypeAllows(field.type, identity);
  }

  private returnTypeAllows(type: GraphQLOutputType, identity: CallerIdentity): boolean {
    const named = getNamedType(type);
    if (!isObjectType(named) || named.name.startsWith('__')) return true;
    return admits(this.typeRules(named), identity);
  }

  /** Fields that use @aws_auth, which this API (several modes) ignores: worth a warning at start. */
  ignoredDirectives(): string[] {
    const found: string[] = [];
    for (const type of Object.values(this.schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        if (field.astNode?.directives?.some((d) => d.name.value === 'aws_auth'))
          found.push(`${type.name}.${field.name}`);
      }
    }
    return found;
  }
}
