import { App, RemovalPolicy } from 'aws-cdk-lib';
import { buildApp } from '../../lib/app';
import { stageConfig, stageConfigs, stageNames } from '../../lib/config/stage-config';

describe('stage config', () => {
  it('knows exactly the stages dev and prod, both in ap-northeast-2', () => {
    expect([...stageNames]).toEqual(['dev', 'prod']);
    for (const stage of stageNames) expect(stageConfig(stage).region).toBe('ap-northeast-2');
  });

  it('keeps prod data: RETAIN, deletion protection, no auto-delete', () => {
    const prod = stageConfigs.prod;
    expect(prod.removalPolicy).toBe(RemovalPolicy.RETAIN);
    expect(prod.deletionProtection).toBe(true);
    expect(prod.autoDeleteObjects).toBe(false);
  });

  it('lets dev be destroyed', () => {
    const dev = stageConfigs.dev;
    expect(dev.removalPolicy).toBe(RemovalPolicy.DESTROY);
    expect(dev.deletionProtection).toBe(false);
  });

  it('allows the Vite dev server as an extra CORS origin in dev only, and never a wildcard', () => {
    expect(stageConfigs.dev.extraCorsOrigins).toEqual(['http://localhost:5173']);
    expect(stageConfigs.prod.extraCorsOrigins).toEqual([]);
    for (const stage of stageNames) expect(stageConfigs[stage].extraCorsOrigins).not.toContain('*');
  });

  it('throttles every stage', () => {
    for (const stage of stageNames) {
      const { rateLimit, burstLimit } = stageConfigs[stage].restThrottling;
      expect(rateLimit).toBeGreaterThan(0);
      expect(burstLimit).toBeGreaterThanOrEqual(rateLimit);
    }
  });

  it.each(['staging', 'Dev', '', 'prod '])('fails for the unknown stage %j, naming it', (stage) => {
    expect(() => stageConfig(stage)).toThrow(
      `Unknown stage ${JSON.stringify(stage)}: expected one of dev, prod`,
    );
  });

  it('fails for a stage that is not a string', () => {
    expect(() => stageConfig(42)).toThrow('Unknown stage 42');
    expect(() => stageConfig(undefined)).toThrow('Unknown stage undefined');
  });

  it('fails to build the app for an unknown stage before creating any stack', () => {
    const app = new App();
    expect(() => buildApp(app, 'staging')).toThrow('Unknown stage "staging"');
    expect(app.node.children).toHaveLength(0);
  });
});
