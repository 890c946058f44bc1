// The local visual report: when a story's snapshot no longer matches its committed baseline, a page
// a designer opens in a browser, with each mismatched story's baseline (before), what it renders
// now (after) and the difference, side by side. Written by the stories' test run
// (VisualReportReporter in stories/vitest.config.ts) to `.reports/visual/index.html`; it is what
// stands in for Chromatic's review where there is no Chromatic token.
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';

/** The three pictures of a mismatch, in the order they are shown. */
export const pictureKinds = /** @type {const} */ (['reference', 'actual', 'diff']);

const headings = {
  reference: 'Before (committed baseline)',
  actual: 'After (this run)',
  diff: 'Difference (changed pixels in red)',
};

const escapeHtml = (text) =>
  String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** A file name made of `name`'s letters and digits, for the copied pictures. */
const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'story';

/**
 * Copies one picture into the report's folder: from its file (`path`, absolute or relative to
 * `root`) or from its content (`body`, base64 or bytes). Returns its path relative to the report,
 * or undefined when the picture does not exist (no baseline yet, or the run made none).
 */
function copyPicture(picture, root, outDir, fileName) {
  if (!picture) return undefined;
  const target = join(outDir, 'images', fileName);
  if (picture.path) {
    const source = isAbsolute(picture.path) ? picture.path : resolve(root, picture.path);
    if (!existsSync(source)) return undefined;
    copyFileSync(source, target);
  } else if (picture.body) {
    const bytes =
      typeof picture.body === 'string' ? Buffer.from(picture.body, 'base64') : picture.body;
    writeFileSync(target, bytes);
  } else {
    return undefined;
  }
  return relative(outDir, target).split('\\').join('/');
}

function pictureCell(kind, src) {
  const body = src
    ? `<a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(headings[kind])}"></a>`
    : `<p class="missing">${kind === 'reference' ? 'No baseline committed yet.' : 'Not produced.'}</p>`;
  return `<figure><figcaption>${escapeHtml(headings[kind])}</figcaption>${body}</figure>`;
}

function page(entries) {
  const count = `${entries.length} ${entries.length === 1 ? 'story differs' : 'stories differ'}`;
  const sections = entries
    .map(
      ({ name, id, file, message, pictures }) => `
<section>
  <h2>${escapeHtml(name)}</h2>
  <p class="meta">${[file, id, message].filter(Boolean).map(escapeHtml).join(' · ')}</p>
  <div class="pictures">${pictureKinds.map((kind) => pictureCell(kind, pictures[kind])).join('')}</div>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual differences: ${escapeHtml(count)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 24px 48px; color: #1b1b1f; background: #fff; }
  h1 { font-size: 1.5rem; margin: 24px 0 4px; }
  h2 { font-size: 1.125rem; margin: 0 0 4px; }
  .intro, .meta { color: #555; margin: 0 0 12px; }
  section { border-top: 1px solid #ddd; padding: 20px 0; }
  .pictures { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; align-items: start; }
  /* Pictures at their real size, each scrolled on its own: a shrunk picture hides small changes. */
  figure { margin: 0; overflow: auto; max-height: 85vh; }
  figcaption { font-weight: 600; margin-bottom: 6px; }
  img { display: block; max-width: none; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .missing { color: #555; font-style: italic; }
</style>
</head>
<body>
<h1>Visual differences: ${escapeHtml(count)}</h1>
<p class="intro">Each story below no longer matches its committed baseline. If a change is intended, accept it with <code>npx vitest run &lt;story file&gt; -u</code> in <code>stories/</code> and commit the new baseline; if not, fix the code.</p>
${sections}
</body>
</html>
`;
}

/**
 * Writes the report of `mismatches` into `outDir` (its `index.html` and an `images/` folder),
 * replacing any earlier one. With no mismatch, an earlier report is removed and nothing is written.
 *
 * @param {string} outDir
 * @param {{ name: string, id?: string, file: string, message?: string, pictures: Partial<Record<'reference' | 'actual' | 'diff', { path?: string, body?: string | Uint8Array }>> }[]} mismatches
 * @param {{ root?: string }} [options] where relative picture paths start (default: the current folder)
 * @returns {string | undefined} the report's path, when there was a mismatch
 */
export function writeVisualReport(outDir, mismatches, { root = process.cwd() } = {}) {
  rmSync(outDir, { recursive: true, force: true });
  if (mismatches.length === 0) return undefined;
  mkdirSync(join(outDir, 'images'), { recursive: true });
  const entries = mismatches.map((mismatch, index) => {
    const prefix = `${String(index + 1).padStart(3, '0')}-${slug(mismatch.name)}`;
    const pictures = Object.fromEntries(
      pictureKinds.map((kind) => [
        kind,
        copyPicture(mismatch.pictures[kind], root, outDir, `${prefix}-${kind}.png`),
      ]),
    );
    return { ...mismatch, pictures };
  });
  const index = join(outDir, 'index.html');
  writeFileSync(index, page(entries));
  return index;
}

/** The last visual-regression artifact `toMatchScreenshot` recorded on a test, if any. */
function lastVisualRegression(artifacts) {
  return artifacts.filter((artifact) => artifact.type === 'internal:toMatchScreenshot').at(-1);
}

/**
 * A Vitest reporter: after the run, writes the report of every test that failed with a snapshot
 * mismatch (`<root>/.reports/visual/index.html`) and prints its path. A test that failed and then
 * passed when tried again is no mismatch; neither is a comparison a test expects to fail.
 */
export class VisualReportReporter {
  #root = process.cwd();
  /** @type {Map<string, Parameters<typeof writeVisualReport>[1][number]>} */
  #mismatches = new Map();
  /** Whether any test ran in a browser: only those take pictures. */
  #ranInBrowser = false;

  constructor({ outDir = join('.reports', 'visual') } = {}) {
    this.outDir = outDir;
  }

  onInit(vitest) {
    this.#root = vitest.config.root;
  }

  onTestCaseResult(testCase) {
    if (testCase.project.config.browser?.enabled) this.#ranInBrowser = true;
    if (testCase.result().state !== 'failed') {
      this.#mismatches.delete(testCase.id);
      return;
    }
    const artifact = lastVisualRegression(testCase.artifacts());
    if (!artifact) return;
    const pictures = Object.fromEntries(
      artifact.attachments.map((attachment) => [attachment.name, attachment]),
    );
    this.#mismatches.set(testCase.id, {
      name: testCase.fullName,
      // Stories carry their Storybook id (addon-vitest), which names their baseline too.
      id: testCase.meta().storyId,
      file: relative(this.#root, testCase.module.moduleId),
      message: artifact.message.split('\n').filter(Boolean).join(' '),
      pictures,
    });
  }

  onTestRunEnd() {
    // A run of Node tests only (the built Storybook's) took no pictures: the report of the last
    // run that did stays.
    if (!this.#ranInBrowser) return;
    const index = writeVisualReport(
      resolve(this.#root, this.outDir),
      [...this.#mismatches.values()],
      {
        root: this.#root,
      },
    );
    if (!index) return;
    const stories = `${this.#mismatches.size} ${this.#mismatches.size === 1 ? 'story' : 'stories'}`;
    console.info(
      `\nVisual differences in ${stories}, before and after: open ${index} in a browser.`,
    );
  }
}
