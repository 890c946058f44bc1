// The local visual report (lib/visual-report.mjs), fed made-up mismatches: a page with each story's
// before, after and difference side by side, its pictures copied beside it, nothing when nothing
// differs.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { TestCase, Vitest } from 'vitest/node';
import {
  VisualReportReporter,
  writeVisualReport,
  type VisualMismatch,
} from '../lib/visual-report.mjs';

/** A real one-pixel PNG of the colour `rgb`, so the copies can be told apart by content. */
function png([r, g, b]: [number, number, number]) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, r, g, b]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let root: string;
let outDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'hci-visual-report-'));
  outDir = join(root, '.reports', 'visual');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function triple(name: string) {
  const files = {
    reference: png([255, 0, 0]),
    actual: png([0, 255, 0]),
    diff: png([0, 0, 255]),
  };
  for (const [kind, bytes] of Object.entries(files))
    writeFileSync(join(root, `${name}-${kind}.png`), bytes);
  return {
    files,
    pictures: {
      // One absolute path, one relative to the root, one as content: the three forms Vitest uses.
      reference: { path: join(root, `${name}-reference.png`) },
      actual: { path: `${name}-actual.png` },
      diff: { body: files.diff.toString('base64') },
    },
  };
}

describe('writeVisualReport', () => {
  test('shows each mismatched story with its before, after and difference side by side', () => {
    const button = triple('button');
    const field = triple('field');
    const mismatches: VisualMismatch[] = [
      {
        name: 'Primary',
        id: 'library-components-button--primary',
        file: 'src/Button/Button.stories.tsx',
        message: '42 pixels (ratio 0.01) differ.',
        pictures: button.pictures,
      },
      { name: 'Invalid <b>', file: 'src/forms/TextField.stories.tsx', pictures: field.pictures },
    ];

    const index = writeVisualReport(outDir, mismatches, { root });

    expect(index).toBe(join(outDir, 'index.html'));
    const html = readFileSync(index!, 'utf8');
    expect(html).toContain('<title>Visual differences: 2 stories differ</title>');
    expect(html).toContain('<h2>Primary</h2>');
    expect(html).toContain(
      'src/Button/Button.stories.tsx · library-components-button--primary · 42 pixels (ratio 0.01) differ.',
    );
    expect(html).toContain('<h2>Invalid &lt;b&gt;</h2>');
    expect(html).not.toContain('<b>');
    const sources = [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([
      'images/001-primary-reference.png',
      'images/001-primary-actual.png',
      'images/001-primary-diff.png',
      'images/002-invalid-b-reference.png',
      'images/002-invalid-b-actual.png',
      'images/002-invalid-b-diff.png',
    ]);
    for (const [kind, bytes] of Object.entries(button.files))
      expect(readFileSync(join(outDir, `images/001-primary-${kind}.png`))).toEqual(bytes);
    expect(readFileSync(join(outDir, 'images/002-invalid-b-diff.png'))).toEqual(field.files.diff);
  });

  test('says so when a story has no baseline yet', () => {
    const { pictures } = triple('new');
    const index = writeVisualReport(
      outDir,
      [{ name: 'New story', file: 'src/New.stories.tsx', pictures: { actual: pictures.actual } }],
      { root },
    );
    const html = readFileSync(index!, 'utf8');
    expect(html).toContain('1 story differs');
    expect(html).toContain('No baseline committed yet.');
    expect(readdirSync(join(outDir, 'images'))).toEqual(['001-new-story-actual.png']);
  });

  test('writes nothing when nothing differs, and removes an earlier report', () => {
    writeVisualReport(outDir, [{ name: 'Old', file: 'x', pictures: triple('old').pictures }], {
      root,
    });
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);

    expect(writeVisualReport(outDir, [], { root })).toBeUndefined();
    expect(existsSync(outDir)).toBe(false);
  });
});

describe('VisualReportReporter', () => {
  /** A passing test case of a project with or without a browser, as the reporter sees it. */
  const passed = (inBrowser: boolean) =>
    ({
      project: { config: { browser: { enabled: inBrowser } } },
      result: () => ({ state: 'passed' }),
    }) as unknown as TestCase;
  const reporterAt = () => {
    const reporter = new VisualReportReporter({ outDir });
    reporter.onInit({ config: { root } } as unknown as Vitest);
    return reporter;
  };

  test('a run of Node tests only leaves the last report; a browser run with nothing different removes it', () => {
    writeVisualReport(outDir, [{ name: 'Old', file: 'x', pictures: triple('old').pictures }], {
      root,
    });
    const nodeOnly = reporterAt();
    nodeOnly.onTestCaseResult(passed(false));
    nodeOnly.onTestRunEnd();
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);

    const inBrowser = reporterAt();
    inBrowser.onTestCaseResult(passed(true));
    inBrowser.onTestRunEnd();
    expect(existsSync(outDir)).toBe(false);
  });
});
