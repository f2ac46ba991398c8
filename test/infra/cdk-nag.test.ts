/**
 * cdk-nag 3 is a CDK policy-validation plugin: its findings are not construct annotations (so checking
 * `Annotations.fromStack(stack).findError` for AwsSolutions ids alone would pass vacuously); they fail
 * `app.synth()` and land in the cloud assembly's validation report. So this test synthesizes each stage
 * with full validation (cdk-nag plus CDK's built-in CloudFormation rules, as `cdk synth` does), checks the
 * report, and re-runs the AwsSolutions pack on every stack to list any error or warning by name.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Stack, Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import type { StageName } from '../../lib/config/stage-config';
import { type SynthesizedApp, newApp, synthApp, synthStagesOnce } from './support/synth-app';

const app = synthStagesOnce({ cloudFormationValidation: true });
const stacksOf = (stage: StageName): Stack[] => {
  const { data, auth, web, api, site } = app(stage).stacks;
  return [data, auth, web, api, site];
};

/** Acknowledgements recorded on the construct tree: [construct path, rule id, reason]. */
function acknowledgements(root: IConstruct): [string, string, string][] {
  return root.node
    .findAll()
    .flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((entry) =>
          Object.entries(entry.data as Record<string, string>).map(
            ([id, reason]) =>
              [construct.node.path, id.replace(/^annotation::/i, ''), reason] as [string, string, string],
          ),
        ),
    );
}

describe.each(['dev', 'prod'] as const)('cdk-nag AwsSolutions (%s)', (stage) => {
  it('synthesizes with an empty validation report', () => {
    const report = JSON.parse(
      fs.readFileSync(path.join(app(stage).assembly.directory, 'validation-report.json'), 'utf8'),
    );
    const violations = (report.pluginReports as { violations?: unknown[] }[]).flatMap(
      (r) => r.violations ?? [],
    );
    expect(violations).toEqual([]);
  });

  it('leaves no unacknowledged error or warning on any stack', () => {
    expect(stacksOf(stage).map((stack) => stack.stackName)).toEqual(
      ['Data', 'Auth', 'Web', 'Api', 'Site'].map((name) => `${stage}-${name}`),
    );
    for (const stack of stacksOf(stage)) {
      const { violations } = new AwsSolutionsChecks().validateScope(stack);
      const findings = violations.map(
        (v) => `${v.severity} ${v.ruleName} ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
      );
      expect({ stack: stack.stackName, findings }).toEqual({ stack: stack.stackName, findings: [] });
    }
  });

  it('emits no construct errors or warnings', () => {
    for (const stack of stacksOf(stage)) {
      expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
      expect(Annotations.fromStack(stack).findWarning('*', Match.anyValue())).toEqual([]);
    }
  });

  it('acknowledges findings next to their resources, each with a specific reason', () => {
    const acknowledged = acknowledgements(app(stage).app);
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const [constructPath, id, reason] of acknowledged) {
      expect(id).toMatch(/^AwsSolutions-[A-Z]+\d+(\[.+\])?$/);
      expect({ constructPath, id, reasonLength: reason.length >= 60 }).toEqual({
        constructPath,
        id,
        reasonLength: true,
      });
      // Never blanket: not on the app or a whole stack.
      expect(constructPath.split('/').length).toBeGreaterThan(1);
    }
  });
});

describe('cdk-nag AwsSolutions: environment', () => {
  it('stays clean when the CLI knows the account (CDK_DEFAULT_ACCOUNT makes ARNs literal)', () => {
    const previous = process.env.CDK_DEFAULT_ACCOUNT;
    process.env.CDK_DEFAULT_ACCOUNT = '123456789012';
    let synthesized: SynthesizedApp | undefined;
    try {
      synthesized = synthApp('prod');
      const { data, auth, web, api, site } = synthesized.stacks;
      for (const stack of [data, auth, web, api, site]) {
        expect(stack.account).toBe('123456789012');
        expect(new AwsSolutionsChecks().validateScope(stack).violations).toEqual([]);
      }
    } finally {
      if (previous === undefined) delete process.env.CDK_DEFAULT_ACCOUNT;
      else process.env.CDK_DEFAULT_ACCOUNT = previous;
      synthesized?.dispose();
    }
  });
});

describe('cdk-nag AwsSolutions: the check itself', () => {
  it('fails synthesis for a resource with an unacknowledged finding', () => {
    const { app: probe, outdir } = newApp();
    try {
      const stack = new Stack(probe, 'Probe');
      new Bucket(stack, 'Unlogged');
      Validations.of(probe).addPlugins(new AwsSolutionsChecks(probe));
      expect(new AwsSolutionsChecks().validateScope(stack).violations.map((v) => v.ruleName)).toEqual(
        expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']),
      );
      expect(() => probe.synth()).toThrow(/AwsSolutions-S1'/);
    } finally {
      fs.rmSync(outdir, { recursive: true, force: true });
    }
  });
});
