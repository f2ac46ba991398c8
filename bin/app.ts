/** The CDK app: reads the stage (`cdk … -c stage=dev|prod`, default dev) and builds its stacks. */
import { App } from 'aws-cdk-lib';
import { buildApp } from '../lib/app';

const app = new App();
buildApp(app, app.node.tryGetContext('stage') ?? 'dev');
