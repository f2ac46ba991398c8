import type { HttpMethod, RestRoute } from '../../contracts/registry';

/** A resource of the API (as API Gateway builds it) that a request path matched. */
export interface ResourceMatch {
  /** The resource's path template, e.g. `/member/{userId}`: the event's `resource`. */
  readonly resourcePath: string;
  /** Decoded values of the `{param}` segments; empty when the template has none. */
  readonly pathParameters: Readonly<Record<string, string>>;
  /** The methods the registry defines on this resource (none on intermediate resources such as `/member`). */
  readonly methods: ReadonlyMap<HttpMethod, RestRoute>;
}

export interface RouteMatcher {
  /** Matches a raw (still percent-encoded) path below the stage, e.g. `/member/a%20b`; null if no resource. */
  match(rawPath: string): ResourceMatch | null;
}

interface ResourceNode {
  readonly resourcePath: string;
  /** `userId` for a `{userId}` segment, undefined for a literal one. */
  readonly parameter?: string;
  readonly literals: Map<string, ResourceNode>;
  parameterChild?: ResourceNode;
  readonly methods: Map<HttpMethod, RestRoute>;
}

const node = (resourcePath: string, parameter?: string): ResourceNode => ({
  resourcePath,
  ...(parameter === undefined ? {} : { parameter }),
  literals: new Map(),
  methods: new Map(),
});

/**
 * The resource tree of one REST API, built like CDK's `resourceForPath` does from the registry routes: every
 * prefix of a route path is a resource (so `/member` exists when `/member/{userId}` does, and answers CORS
 * preflight but no other method), and the root `/` always exists.
 *
 * Matching follows API Gateway: one path segment per resource level, a literal segment wins over a `{param}`
 * sibling, an empty segment never fills a `{param}`, a single trailing slash is ignored, and parameter values
 * are percent-decoded (`+` stays `+`: it only means a space in query strings).
 */
export function createRouteMatcher(routes: readonly RestRoute[]): RouteMatcher {
  const root = node('/');
  for (const route of routes) {
    let current = root;
    for (const segment of splitTemplate(route.path)) {
      const parameter = /^\{([^}+]+)\}$/.exec(segment)?.[1];
      if (segment.includes('{') && parameter === undefined) {
        // Greedy `{proxy+}` resources are not used by the registry; refusing them keeps matching simple and exact.
        throw new Error(`Route ${route.method} ${route.path}: unsupported path segment "${segment}"`);
      }
      const childPath = `${current.resourcePath === '/' ? '' : current.resourcePath}/${segment}`;
      if (parameter !== undefined) {
        if (current.parameterChild && current.parameterChild.parameter !== parameter) {
          // API Gateway refuses two differently named parameters under one parent; so do we.
          throw new Error(
            `Route ${route.method} ${route.path}: {${parameter}} conflicts with {${current.parameterChild.parameter}}`,
          );
        }
        current.parameterChild ??= node(childPath, parameter);
        current = current.parameterChild;
      } else {
        let child = current.literals.get(segment);
        if (!child) {
          child = node(childPath);
          current.literals.set(segment, child);
        }
        current = child;
      }
    }
    if (current.methods.has(route.method)) {
      throw new Error(`Route ${route.method} ${route.path} is defined twice`);
    }
    current.methods.set(route.method, route);
  }

  return {
    match(rawPath) {
      const segments = splitRequestPath(rawPath);
      if (segments === null) return null;
      const found = walk(root, segments, 0, {});
      return found
        ? {
            resourcePath: found.node.resourcePath,
            pathParameters: found.parameters,
            methods: found.node.methods,
          }
        : null;
    },
  };
}

function walk(
  current: ResourceNode,
  segments: readonly string[],
  index: number,
  parameters: Record<string, string>,
): { node: ResourceNode; parameters: Record<string, string> } | null {
  const segment = segments[index];
  if (segment === undefined) return { node: current, parameters };
  const literal = current.literals.get(safeDecode(segment));
  if (literal) {
    const found = walk(literal, segments, index + 1, parameters);
    if (found) return found;
  }
  const child = current.parameterChild;
  if (child?.parameter !== undefined && segment !== '') {
    return walk(child, segments, index + 1, { ...parameters, [child.parameter]: safeDecode(segment) });
  }
  return null;
}

function splitTemplate(path: string): string[] {
  return path === '/' ? [] : path.replace(/^\//, '').split('/');
}

/** `/a/b/` → `['a', 'b']`; `/` → `[]`; null when the path does not start with `/`. */
function splitRequestPath(rawPath: string): string[] | null {
  if (!rawPath.startsWith('/')) return null;
  const trimmed = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
  return trimmed === '/' ? [] : trimmed.slice(1).split('/');
}

/** A malformed escape (`%zz`) is kept as sent rather than failing the whole request. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
