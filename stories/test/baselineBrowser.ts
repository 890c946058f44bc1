// Before any story: the Chromium that takes the pictures must be the build the committed baselines
// were made with (src/baselines-chromium.txt), or the run stops with one line saying which builds
// differ and how to make the baselines again; `-u` records this machine's build.
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { checkBaselineBrowser } from '../../scripts/lib/baseline-browser.mjs';

const recordFile = fileURLToPath(new URL('../src/baselines-chromium.txt', import.meta.url));

export default function baselineBrowser(project: TestProject) {
  checkBaselineBrowser(recordFile, {
    updating: project.config.snapshotOptions.updateSnapshot === 'all',
  });
}
