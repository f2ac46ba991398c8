/**
 * Builds the app exactly as bin/app.ts does (buildApp, the feature flags of cdk.json) and synthesizes it
 * once. Synthesis bundles the Lambda functions and stages the web build, so each test file builds each
 * stage once (in beforeAll) and shares the result.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { type AppStacks, type BuildAppOptions, buildApp } from '../../../lib/app';
import { repoPath, webDistDir } from '../../../lib/config/repo-paths';
import type { StageName } from '../../../lib/config/stage-config';

export interface SynthOptions extends BuildAppOptions {
  /**
   * Run CDK's built-in CloudFormation template validation too (≈ 8 s per synthesis). The cdk-nag plugin
   * runs in every synthesis regardless; the built-in rules run in cdk-nag.test.ts, as they do in `cdk synth`.
   * @default false
   */
  readonly cloudFormationValidation?: boolean;
}

export interface SynthesizedApp {
  readonly app: App;
  readonly stacks: AppStacks;
  readonly assembly: CloudAssembly;
  readonly outdir: string;
  template(stack: Stack): Template;
  /** Removes the temporary cloud assembly. */
  dispose(): void;
}

/** The `context` of cdk.json: the feature flags the CLI passes to bin/app.ts. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(fs.readFileSync(repoPath('cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return cdkJson.context ?? {};
}

export function requireWebBuild(): void {
  if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
    throw new Error(
      'frontend/dist/index.html not found: the Site stack deploys the web build. Run "npm run build:web" first (npm test does it before jest).',
    );
  }
}

export function newApp(): { app: App; outdir: string } {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'infra-test-'));
  return { app: new App({ context: cdkJsonContext(), outdir }), outdir };
}

export function synthApp(stage: StageName, options: SynthOptions = {}): SynthesizedApp {
  if (!options.webDistDir) requireWebBuild();
  const { app, outdir } = newApp();
  let stacks: AppStacks;
  let assembly: CloudAssembly;
  try {
    stacks = buildApp(app, stage, options);
    assembly = withCloudFormationValidation(options.cloudFormationValidation ?? false, () => app.synth());
  } catch (error) {
    fs.rmSync(outdir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    stacks,
    assembly,
    outdir,
    template: (stack) => Template.fromStack(stack),
    dispose: () => fs.rmSync(outdir, { recursive: true, force: true }),
  };
}

/**
 * Synthesizes dev and prod once for the calling test file (in its beforeAll), removes their cloud
 * assemblies after it, and gives the file the synthesized app of a stage.
 */
export function synthStagesOnce(options: SynthOptions = {}): (stage: StageName) => SynthesizedApp {
  const built: Partial<Record<StageName, SynthesizedApp>> = {};
  beforeAll(() => {
    built.dev = synthApp('dev', options);
    built.prod = synthApp('prod', options);
  });
  afterAll(() => Object.values(built).forEach((app) => app.dispose()));
  return (stage) => built[stage] as SynthesizedApp;
}

/** CDK_VALIDATION=false turns off only the built-in CloudFormation rules, not registered plugins (cdk-nag). */
function withCloudFormationValidation<T>(enabled: boolean, run: () => T): T {
  const previous = process.env.CDK_VALIDATION;
  if (!enabled) process.env.CDK_VALIDATION = 'false';
  try {
    return run();
  } finally {
    if (previous === undefined) delete process.env.CDK_VALIDATION;
    else process.env.CDK_VALIDATION = previous;
  }
}

type Resources = Record<
  string,
  { Type: string; Properties?: Record<string, unknown>; [key: string]: unknown }
>;

/** The template's resources of one type, by logical id. */
export function resourcesOfType(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}

/** The logical id of a construct's CloudFormation resource (its default child). */
export function logicalIdOf(stack: Stack, constructPath: string): string {
  const construct = stack.node.findChild(constructPath.split('/')[0] as string);
  const target = constructPath
    .split('/')
    .slice(1)
    .reduce((scope, id) => scope.node.findChild(id), construct);
  const element = target.node.defaultChild ?? target;
  return stack.getLogicalId(element as Parameters<Stack['getLogicalId']>[0]);
}
