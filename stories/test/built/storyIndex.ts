// The stories of a built Storybook, from the index.json the build writes beside iframe.html.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
}

/** The ids of every story in the build, in the index's order (docs pages left out). */
export function builtStoryIds(outputDir: string): string[] {
  const index = JSON.parse(readFileSync(join(outputDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
}
