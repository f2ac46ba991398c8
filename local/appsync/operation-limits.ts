import {
  getNamedType,
  GraphQLError,
  isInterfaceType,
  isObjectType,
  Kind,
  Lexer,
  Source,
  TokenKind,
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

/**
 * The cost limits of a GraphQL request (contracts/graphql-limits.ts), measured without recursing on what the
 * client controls: a document is scanned token by token before graphql-js parses it (its parser recurses
 * once per bracket), and depth and resolver count are measured on the parsed document before validation
 * (graphql-js's overlapping-fields rule is quadratic in repeated fields).
 */

/** A request refused for its size or cost: the server answers HTTP 400, never 500. */
export class GraphqlLimitError extends GraphQLError {
  readonly errorType = 'BadRequestException';
  constructor(message: string, nodes?: ASTNode | readonly ASTNode[]) {
    super(message, { nodes });
    this.name = 'GraphqlLimitError';
  }
}

/** True when `error` (or the error graphql-js wrapped) is a limit refusal. */
export function isLimitError(error: unknown): boolean {
  if (error instanceof GraphqlLimitError) return true;
  return error instanceof GraphQLError && error.originalError instanceof GraphqlLimitError;
}

export interface DocumentGuards {
  readonly maxTokens: number;
  readonly maxNesting: number;
}

const opening = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const closing = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/**
 * Counts tokens and open brackets with graphql-js's own lexer (iterative). A lexical error is left for the
 * parser to report as the syntax error it is.
 */
export function scanDocument(query: string, guards: DocumentGuards): GraphqlLimitError | undefined {
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  let nesting = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      tokens += 1;
      if (tokens > guards.maxTokens)
        return new GraphqlLimitError(
          `The query has more than ${guards.maxTokens} tokens; send a smaller query.`,
        );
      if (opening.has(token.kind)) {
        nesting += 1;
        if (nesting > guards.maxNesting)
          return new GraphqlLimitError(`The query nests more than ${guards.maxNesting} brackets deep.`);
      } else if (closing.has(token.kind)) {
        nesting -= 1;
      }
    }
  } catch (error) {
    if (error instanceof GraphQLError) return undefined;
    throw error;
  }
  return undefined;
}

export interface CostLimits {
  /** Field levels, the leaf included (AppSync's queryDepthLimit). */
  readonly queryDepthLimit: number;
  /** Resolver invocations (AppSync's resolverCountLimit); aliases count one each. */
  readonly resolverCountLimit: number;
  /** Selections visited while measuring, fragments expanded: bounds the measuring itself. */
  readonly maxFieldVisits: number;
}

type ParentType = GraphQLObjectType | GraphQLInterfaceType;

interface Collected {
  readonly fieldName: string;
  readonly nodes: FieldNode[];
}

class Measure {
  private resolvers = 0;
  private visits = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly hasResolver: (typeName: string, fieldName: string) => boolean,
    private readonly limits: CostLimits,
  ) {}

  /**
   * Walks one level of the response: fields sharing a response name merge into one execution (as graphql
   * executes them), so they count once, and their sub-selections are measured together one level deeper.
   * Recursion depth is bounded by the depth limit: the walk stops at the first level beyond it.
   */
  level(selectionSets: readonly SelectionSetNode[], parent: ParentType, depth: number): void {
    for (const [responseName, { fieldName, nodes }] of this.collect(selectionSets, parent)) {
      const first = nodes[0] as FieldNode;
      if (depth > this.limits.queryDepthLimit)
        throw new GraphqlLimitError(
          `The query is more than ${this.limits.queryDepthLimit} levels deep (at "${responseName}").`,
          first,
        );
      if (this.hasResolver(parent.name, fieldName)) {
        this.resolvers += 1;
        if (this.resolvers > this.limits.resolverCountLimit)
          throw new GraphqlLimitError(
            `The query runs more than ${this.limits.resolverCountLimit} resolvers (each alias counts); split it into smaller requests.`,
            first,
          );
      }
      const field = fieldName.startsWith('__') ? undefined : parent.getFields()[fieldName];
      const children = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
      if (!field || children.length === 0) continue;
      const type = getNamedType(field.type);
      if (isObjectType(type) || isInterfaceType(type)) this.level(children, type, depth + 1);
    }
  }

  /** The fields of one level by response name; each fragment is expanded once per level (as graphql-js). */
  private collect(selectionSets: readonly SelectionSetNode[], parent: ParentType): Map<string, Collected> {
    const fields = new Map<string, Collected>();
    const visitedFragments = new Set<string>();
    const pending: Array<{ set: SelectionSetNode; parent: ParentType }> = selectionSets.map((set) => ({
      set,
      parent,
    }));
    for (let next = pending.pop(); next; next = pending.pop()) {
      for (const selection of next.set.selections) {
        this.visits += 1;
        if (this.visits > this.limits.maxFieldVisits)
          throw new GraphqlLimitError('The query selects too many fields; send a smaller query.');
        if (selection.kind === Kind.FIELD) {
          const responseName = selection.alias?.value ?? selection.name.value;
          const existing = fields.get(responseName);
          if (existing) existing.nodes.push(selection);
          else fields.set(responseName, { fieldName: selection.name.value, nodes: [selection] });
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          pending.push({
            set: selection.selectionSet,
            parent: this.narrow(selection.typeCondition?.name.value, next.parent),
          });
        } else {
          const name = selection.name.value;
          const fragment = this.fragments.get(name);
          if (visitedFragments.has(name) || !fragment) continue;
          visitedFragments.add(name);
          pending.push({
            set: fragment.selectionSet,
            parent: this.narrow(fragment.typeCondition.name.value, next.parent),
          });
        }
      }
    }
    return fields;
  }

  private narrow(typeName: string | undefined, parent: ParentType): ParentType {
    if (typeName === undefined) return parent;
    const type = this.schema.getType(typeName);
    return isObjectType(type) || isInterfaceType(type) ? type : parent;
  }
}

/**
 * Checks every operation of a parsed document against the depth and resolver-count limits. Unknown fields
 * and types are skipped here: validation, which runs next, reports them.
 */
export function measureDocument(
  document: DocumentNode,
  schema: GraphQLSchema,
  hasResolver: (typeName: string, fieldName: string) => boolean,
  limits: CostLimits,
): GraphqlLimitError | undefined {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  try {
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const root = schema.getRootType(definition.operation);
      if (!root) continue;
      new Measure(schema, fragments, hasResolver, limits).level([definition.selectionSet], root, 1);
    }
  } catch (error) {
    if (error instanceof GraphqlLimitError) return error;
    throw error;
  }
  return undefined;
}
