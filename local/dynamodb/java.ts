import { spawnSync } from 'node:child_process';

const MIN_JAVA = 17;

/** Fails with a clear message when Java 17+ (needed by DynamoDB Local) is missing. Returns the major version. */
export function assertJava(): number {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `Java ${MIN_JAVA} or newer is required to run DynamoDB Local, but "java" was not found on PATH. ` +
        'Install it (Debian/Ubuntu: apt-get install openjdk-17-jre-headless; macOS: brew install openjdk@17) and retry.',
    );
  }
  const text = `${probe.stderr}${probe.stdout}`;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : NaN;
  if (!(major >= MIN_JAVA)) {
    throw new Error(
      `Java ${MIN_JAVA} or newer is required to run DynamoDB Local; found: ${text.split('\n')[0] ?? 'unknown'}`,
    );
  }
  return major;
}
