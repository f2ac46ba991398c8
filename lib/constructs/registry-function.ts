/**
 * Creates the Lambda function of a registry handler (contracts/registry.ts) with the house defaults: its
 * entry, its tables bound (env var + grant together, table and its indexes only) and, where the registry
 * says so, the user pool. Used by every stack that deploys a registry handler, so a handler's permissions
 * are decided in one place.
 */
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { handlerEnv, type LambdaHandlerName, lambdaHandlers } from '../../contracts/registry';
import { type TableId, tableDefinition } from '../../contracts/tables';
import { repoPath } from '../config/repo-paths';
import type { StageConfig } from '../config/stage-config';
import { HouseFunction } from './house-function';
import { pascalCase } from './pascal-case';

export interface RegistryFunctionProps {
  readonly config: StageConfig;
  /** Every table the handler's registry entry names must be here. */
  readonly tables: Readonly<Partial<Record<TableId, ITable>>>;
  /** Required when the registry entry has `userPool`. @default - none */
  readonly userPool?: IUserPool;
  /** The web app's client: required when the registry entry has `userPool.verifiesTokens`. @default - none */
  readonly userPoolClient?: IUserPoolClient;
  /** @default - none: ALLOWED_ORIGINS is not set */
  readonly allowedOrigins?: readonly string[];
}

export function createRegistryFunction(
  scope: Construct,
  name: LambdaHandlerName,
  props: RegistryFunctionProps,
): HouseFunction {
  const { config } = props;
  const definition = lambdaHandlers[name];
  const fn = new HouseFunction(scope, `${pascalCase(name)}Function`, {
    entry: repoPath(definition.entry),
    serviceName: name,
    description: definition.description,
    stage: config.stage,
    logLevel: config.lambdaLogLevel,
    logRetention: config.logRetention,
    logRemovalPolicy: config.removalPolicy,
    allowedOrigins: props.allowedOrigins,
  });
  for (const [tableId, access] of Object.entries(definition.tables) as [TableId, 'read' | 'readWrite'][]) {
    const table = props.tables[tableId];
    if (!table) throw new Error(`Handler ${name} needs table "${tableId}", which was not passed to it`);
    const { envVar, indexes } = tableDefinition(tableId);
    fn.bindTable(table, envVar, access, { indexNames: indexes.map((index) => index.name) });
  }
  if (definition.userPool) {
    if (!props.userPool) throw new Error(`Handler ${name} needs the user pool, which was not passed to it`);
    fn.bindUserPool(props.userPool, definition.userPool.actions);
    if (definition.userPool.verifiesTokens) {
      if (!props.userPoolClient)
        throw new Error(`Handler ${name} verifies tokens: pass the user pool client`);
      fn.addEnvironment(handlerEnv.userPoolClientId, props.userPoolClient.userPoolClientId);
    }
  }
  return fn;
}
