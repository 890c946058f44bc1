// Every prop the design system declares for its six main components has a description in their
// props tables. The tables are react-docgen-typescript's (stories/.storybook/main.ts), so this
// reads the components' sources with it too, on the design system's tsconfig. Props taken over
// from react-aria-components keep react-aria's own descriptions and are not checked here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withCustomConfig, type ComponentDoc } from 'react-docgen-typescript';
import { beforeAll, expect, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The six main components and the files that declare them. */
const mainComponents = {
  Button: 'design-system/src/Button/Button.tsx',
  TextField: 'design-system/src/forms/TextField/TextField.tsx',
  Select: 'design-system/src/Select/Select.tsx',
  Dialog: 'design-system/src/Dialog/Dialog.tsx',
  Table: 'design-system/src/Table/Table.tsx',
  DateField: 'design-system/src/forms/DateField/DateField.tsx',
};

/** A declaration in the design system's own sources (react-docgen-typescript trims the path). */
const ownSource = /(^|[\\/])design-system[\\/]src[\\/]/;

let docs: ComponentDoc[] = [];

beforeAll(() => {
  const parser = withCustomConfig(path.join(root, 'design-system/tsconfig.json'), {
    shouldExtractLiteralValuesFromEnum: true,
    shouldRemoveUndefinedFromOptional: true,
    // Storybook leaves an undescribed `children` out of the table; here it counts like any prop.
    skipChildrenPropWithoutDoc: false,
  });
  docs = parser.parse(Object.values(mainComponents).map((file) => path.join(root, file)));
});

test.each(Object.entries(mainComponents))('%s describes each of its own props', (name, file) => {
  const doc = docs.find(
    (component) => component.displayName === name && component.filePath.endsWith(file),
  );
  expect(doc, `${name} in ${file}`).toBeDefined();
  const own = Object.values(doc?.props ?? {}).filter((prop) =>
    prop.declarations?.some(({ fileName }) => ownSource.test(fileName)),
  );
  expect(own.length, `${name} declares props of its own`).toBeGreaterThan(0);
  const undescribed = own.filter((prop) => !prop.description.trim()).map((prop) => prop.name);
  expect(undescribed, `${name}'s props without a description`).toEqual([]);
});
