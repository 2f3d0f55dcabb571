import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The build's release (docs/decisions/054-offline-data.md): the package's version and the commit the build was made
 * from, e.g. `0.5.0+3f2a9c1d4e5b`. `RELEASE_ID` names another (a CI's build number); without git, the build's time.
 * The footer shows it, and the copies a device kept under another release are dropped.
 */
export function releaseId() {
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return `${version}+${process.env.RELEASE_ID || commit() || buildTime()}`;
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

const buildTime = () => new Date().toISOString().replace(/[-:]|\.\d+/g, '');
