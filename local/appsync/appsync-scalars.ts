import { isIP } from 'node:net';
import { GraphQLError, isScalarType, Kind, type GraphQLSchema, type ValueNode } from 'graphql';
import { localGraphqlGuards } from '../../contracts/graphql-limits';
import { GraphqlLimitError } from './operation-limits';

/**
 * AppSync's built-in scalars with its documented validation, for the local server. graphql-js's `buildSchema`
 * gives every custom scalar an accept-anything implementation, so without this a value AppSync rejects (a
 * date-time without a time zone, an AWSJSON string that is not JSON) would pass locally and fail deployed.
 * Rules follow https://docs.aws.amazon.com/appsync/latest/devguide/scalars.html, loosely where AppSync's
 * exact grammar is not documented (AWSEmail, AWSPhone); error messages are ours, not AppSync's.
 */
export interface ScalarRules {
  /** Checks an input value (variables and literals) and returns what resolvers receive. */
  parse(value: unknown): unknown;
  /** Checks a resolver's value and returns what the response carries. */
  serialize(value: unknown): unknown;
}

const offset = '(?:Z|[+-]\\d{2}:\\d{2}(?::\\d{2})?)';
const date = '\\d{4}-\\d{2}-\\d{2}';
const time = '\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,9})?)?';
const datePattern = new RegExp(`^(${date})${offset}?$`);
const timePattern = new RegExp(`^(${time})${offset}?$`);
// AppSync requires the offset on AWSDateTime ("the time zone offset is compulsory").
const dateTimePattern = new RegExp(`^(${date})T(${time})${offset}$`);
// Deliberately loose (AppSync documents RFC 822 addresses without a grammar): one @, no spaces, a dot in
// the domain.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[0-9][0-9 ().-]*[0-9]$/;

function invalid(scalar: string, value: unknown, expected: string): GraphQLError {
  const shown = typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
  return new GraphQLError(`Invalid ${scalar} value ${shown}: expected ${expected}.`);
}

function validDate(isoDate: string): boolean {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(y, m - 1, d));
  return parsed.getUTCFullYear() === y && parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d;
}

function validTime(isoTime: string): boolean {
  const [h, min, s] = isoTime.split(':').map((part) => Number.parseFloat(part));
  return (h ?? 99) < 24 && (min ?? 99) < 60 && (s === undefined || s < 60);
}

function stringRule(scalar: string, expected: string, accept: (value: string) => boolean): ScalarRules {
  const check = (value: unknown): string => {
    if (typeof value !== 'string' || !accept(value)) throw invalid(scalar, value, expected);
    return value;
  };
  return { parse: check, serialize: check };
}

export const appSyncScalarRules: Readonly<Record<string, ScalarRules>> = {
  AWSDate: stringRule('AWSDate', 'an ISO 8601 date such as 2024-01-31 (optionally with an offset)', (v) => {
    const match = datePattern.exec(v);
    return match !== null && validDate(match[1] as string);
  }),
  AWSTime: stringRule('AWSTime', 'an ISO 8601 time such as 12:30:00 or 12:30:00.000Z', (v) => {
    const match = timePattern.exec(v);
    return match !== null && validTime(match[1] as string);
  }),
  AWSDateTime: stringRule(
    'AWSDateTime',
    'an ISO 8601 date-time with a time zone offset, such as 2024-01-31T12:30:00.000Z',
    (v) => {
      const match = dateTimePattern.exec(v);
      return match !== null && validDate(match[1] as string) && validTime(match[2] as string);
    },
  ),
  AWSTimestamp: {
    parse(value) {
      if (typeof value !== 'number' || !Number.isSafeInteger(value))
        throw invalid('AWSTimestamp', value, 'an integer number of seconds since 1970-01-01T00:00Z');
      return value;
    },
    serialize(value) {
      if (typeof value !== 'number' || !Number.isSafeInteger(value))
        throw invalid('AWSTimestamp', value, 'an integer number of seconds since 1970-01-01T00:00Z');
      return value;
    },
  },
  AWSEmail: stringRule('AWSEmail', 'an email address such as name@example.com', (v) => emailPattern.test(v)),
  AWSURL: stringRule('AWSURL', 'an absolute URL with a scheme, such as https://example.com/path', (v) => {
    if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(v)) return false;
    try {
      new URL(v);
      return true;
    } catch {
      return false;
    }
  }),
  AWSPhone: stringRule(
    'AWSPhone',
    'a phone number of 7 to 15 digits, optionally with +country code, spaces or hyphens',
    (v) => {
      const digits = v.replace(/\D/g, '').length;
      return phonePattern.test(v) && digits >= 7 && digits <= 15;
    },
  ),
  AWSIPAddress: stringRule('AWSIPAddress', 'an IPv4 or IPv6 address, optionally with a CIDR prefix', (v) => {
    const [address = '', prefix, extra] = v.split('/');
    if (extra !== undefined) return false;
    const version = isIP(address);
    if (version === 0) return false;
    if (prefix === undefined) return true;
    if (!/^\d{1,3}$/.test(prefix)) return false;
    return Number(prefix) <= (version === 4 ? 32 : 128);
  }),
  // AppSync hands resolvers the parsed JSON and serializes whatever they return (objects, lists, scalars);
  // clients always send and receive AWSJSON as a string.
  AWSJSON: {
    parse(value) {
      if (typeof value !== 'string') throw invalid('AWSJSON', value, 'a string holding JSON');
      // JSON.parse copes with any depth, but everything after it (JSON.stringify into a Lambda event, the
      // DynamoDB marshaller) recurses per level and would overflow the stack: refused first, as a limit.
      if (jsonNestingDepth(value) > localGraphqlGuards.awsJsonMaxDepth)
        throw new GraphqlLimitError(
          `Invalid AWSJSON value: it nests more than ${localGraphqlGuards.awsJsonMaxDepth} levels of objects and arrays.`,
        );
      try {
        return JSON.parse(value) as unknown;
      } catch {
        throw invalid('AWSJSON', value, 'a string holding valid JSON');
      }
    },
    serialize(value) {
      if (typeof value === 'string') {
        try {
          JSON.parse(value);
          return value;
        } catch {
          return JSON.stringify(value);
        }
      }
      return JSON.stringify(value);
    },
  },
};

/** The deepest nesting of objects and arrays in JSON text, counted without recursion (strings skipped). */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === '}' || char === ']') {
      depth -= 1;
    }
  }
  return deepest;
}

/** Literal (inline) values: the same rules as variables, read from the query's AST. */
function literalValue(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
      return Number.parseInt(node.value, 10);
    case Kind.FLOAT:
      return Number.parseFloat(node.value);
    case Kind.BOOLEAN:
      return node.value;
    case Kind.NULL:
      return null;
    default:
      // Objects, lists and variables inside a scalar literal: AppSync's scalars are all leaf values.
      return { unsupportedLiteral: node.kind };
  }
}

/**
 * Gives the schema's AppSync scalars their validation. The schema must be one this server built (it is
 * changed in place: graphql-js scalars are plain objects and buildSchema leaves no other hook).
 */
export function installAppSyncScalars(schema: GraphQLSchema): void {
  for (const [name, rules] of Object.entries(appSyncScalarRules)) {
    const type = schema.getType(name);
    if (!isScalarType(type)) continue;
    type.serialize = (value) => rules.serialize(value);
    type.parseValue = (value) => rules.parse(value);
    type.parseLiteral = (node) => rules.parse(literalValue(node));
  }
}
