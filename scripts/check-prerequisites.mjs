#!/usr/bin/env node
// Runs first in `npm test`: the tests need Node 20.19+, Java 17+ (DynamoDB Local) and Chromium (the browser
// tests drive a real one; Playwright's own browser download cannot work on machines without internet).
// Where it can install what is missing (root on Debian or Ubuntu, as CI is) it does; otherwise it stops at once
// with one line saying what to install, instead of failing minutes later inside a test.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const MIN_NODE = [20, 19];
const MIN_JAVA = 17;

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.error ? null : result;
}

function nodeProblem() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  const ok = major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
  return ok
    ? null
    : `Node.js ${MIN_NODE.join('.')}+ is required (found ${process.versions.node}): install it from https://nodejs.org or with nvm.`;
}

function javaMajor() {
  const probe = run('java', ['-version']);
  if (!probe || probe.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${probe.stderr}${probe.stdout}`);
  if (!match) return null;
  return Number(match[1] === '1' ? match[2] : match[1]);
}

/** The Chromium the browser tests launch: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const canInstall =
  process.platform === 'linux' &&
  typeof process.getuid === 'function' &&
  process.getuid() === 0 &&
  existsSync('/usr/bin/apt-get');

function missingPackages() {
  const missing = [];
  const java = javaMajor();
  if (java === null || java < MIN_JAVA)
    missing.push({ pkg: 'openjdk-17-jre-headless', what: `Java ${MIN_JAVA}+` });
  if (!isExecutable(chromiumPath())) missing.push({ pkg: 'chromium', what: `Chromium at ${chromiumPath()}` });
  return missing;
}

const nodeIssue = nodeProblem();
if (nodeIssue) {
  console.error(`npm test: ${nodeIssue}`);
  process.exit(1);
}

let missing = missingPackages();
if (missing.length > 0 && canInstall && !process.env.CHROMIUM_PATH) {
  const pkgs = missing.map((m) => m.pkg);
  console.log(`npm test: installing ${pkgs.join(', ')} with apt-get (running as root on Debian)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0
      ? spawnSync('apt-get', ['install', '-y', '-qq', ...pkgs], {
          stdio: ['ignore', 'ignore', 'inherit'],
          env,
        })
      : update;
  if (install.status !== 0) console.error('npm test: apt-get failed; see its output above.');
  missing = missingPackages();
}

if (missing.length > 0) {
  const what = missing.map((m) => m.what).join(' and ');
  const debian = `apt-get install ${missing.map((m) => m.pkg).join(' ')}`;
  const macos = missing
    .map((m) => (m.pkg === 'chromium' ? 'brew install --cask chromium' : 'brew install openjdk@17'))
    .join(' and ');
  const chromiumHint = missing.some((m) => m.pkg === 'chromium')
    ? '; or point CHROMIUM_PATH at a Chromium or Chrome binary'
    : '';
  console.error(
    `npm test needs ${what}: install with \`sudo ${debian}\` (Debian/Ubuntu; macOS: ${macos})${chromiumHint}.`,
  );
  process.exit(1);
}
