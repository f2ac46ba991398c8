/**
 * Generates contracts/graphql/types.generated.ts from schema.graphql: one TypeScript type per object,
 * input and enum type, and one args type per field with arguments. Run `npm run codegen` after editing
 * the schema; a unit test fails while the generated file is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLType,
} from 'graphql';
import { loadAppSyncSchema } from './schema';

const scalarTypes: Record<string, string> = {
  ID: 'string',
  String: 'string',
  Int: 'number',
  Float: 'number',
  Boolean: 'boolean',
  AWSDate: 'string',
  AWSTime: 'string',
  AWSDateTime: 'string',
  AWSTimestamp: 'number',
  AWSEmail: 'string',
  AWSJSON: 'string',
  AWSURL: 'string',
  AWSPhone: 'string',
  AWSIPAddress: 'string',
};

function tsType(type: GraphQLType): string {
  if (isNonNullType(type)) return tsType(type.ofType).replace(/ \| null$/, '');
  if (isListType(type)) return `Array<${tsType(type.ofType)}> | null`;
  const name = (type as GraphQLNamedType).name;
  return `${scalarTypes[name] ?? name} | null`;
}

function field(f: GraphQLField<unknown, unknown> | GraphQLInputField): string {
  const type = tsType(f.type);
  const optional = !isNonNullType(f.type);
  const doc = f.description ? `  /** ${f.description.replace(/\s+/g, ' ').trim()} */\n` : '';
  return `${doc}  ${f.name}${optional ? '?' : ''}: ${type};`;
}

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function generateTypes(): string {
  const schema = loadAppSyncSchema();
  const out: string[] = [
    '// Generated from schema.graphql by contracts/graphql/generate-types.ts (npm run codegen). Do not edit.',
    '',
  ];
  const types = Object.values(schema.getTypeMap())
    .filter((t) => !t.name.startsWith('__') && !isScalarType(t))
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const type of types) {
    const doc = type.description ? `/** ${type.description.replace(/\s+/g, ' ').trim()} */\n` : '';
    if (isEnumType(type)) {
      out.push(
        `${doc}export type ${type.name} = ${type
          .getValues()
          .map((v) => `'${v.value as string}'`)
          .join(' | ')};`,
        '',
      );
    } else if (isObjectType(type) || isInputObjectType(type)) {
      const fields = Object.values(type.getFields()) as Array<
        GraphQLField<unknown, unknown> | GraphQLInputField
      >;
      out.push(`${doc}export interface ${type.name} {`, ...fields.map(field), '}', '');
      if (isObjectType(type)) {
        for (const f of Object.values(type.getFields()).filter((f) => f.args.length > 0)) {
          out.push(
            `export interface ${type.name}${pascal(f.name)}Args {`,
            ...f.args.map((a) => field(a as unknown as GraphQLInputField)),
            '}',
            '',
          );
        }
      }
    }
  }
  return out.join('\n');
}

export const generatedTypesPath = path.join(__dirname, 'types.generated.ts');

if (require.main === module) {
  writeFileSync(generatedTypesPath, generateTypes());
  console.log(`wrote ${path.relative(process.cwd(), generatedTypesPath)}`);
}
