// Type-checks the "Show code" of the library's stories as a consumer's code: each snippet becomes a
// module of its own that imports what it names from `@hci/design-system`, React, TanStack Query
// and `@internationalized/date` (the packages a consumer of the library has: the dates its date
// pickers take are that package's), resolved as a consumer resolves them: the
// package's `exports` and its published types, without the workspace's source condition. Any other
// name a snippet uses must be declared in the snippet itself. Runs in Node, as a Vitest browser
// command (ShownCode.stories.tsx calls it with the snippets it works out in the page).
import path from 'node:path';
import ts from 'typescript';
import type { BrowserCommand } from 'vitest/node';
import { snippetFolder } from './publishedTypes';

/** One story's shown code, named `<title> <story>`. */
export interface ShownSnippet {
  name: string;
  code: string;
}

/** The packages a snippet's names are imported from, in this order when two export a name. */
const consumerPackages = [
  '@hci/design-system',
  'react',
  '@tanstack/react-query',
  '@internationalized/date',
];

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
};

// The snippets' modules live only in memory, in a folder of the stories workspace that holds a copy
// of the design system's published types (publishedTypes.ts): the packages resolve from there as
// they would from a consumer's.
const folder = snippetFolder;

function compilerHost(sources: Map<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const readFromDisk = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) => {
    const source = sources.get(file);
    return source === undefined
      ? readFromDisk(file, language, ...rest)
      : ts.createSourceFile(file, source, language);
  };
  host.fileExists = (file) => sources.has(file) || ts.sys.fileExists(file);
  host.readFile = (file) => sources.get(file) ?? ts.sys.readFile(file);
  return host;
}

/** The names each consumer package exports, values and types: read once per run. */
let knownExports: Map<string, string> | undefined;
function exportedNames(): Map<string, string> {
  return (knownExports ??= readExportedNames());
}

function readExportedNames(): Map<string, string> {
  const probe = path.join(folder, 'exports.ts');
  const source = consumerPackages.map((name, i) => `import * as p${i} from '${name}';`).join('\n');
  const program = ts.createProgram([probe], options, compilerHost(new Map([[probe, source]])));
  const checker = program.getTypeChecker();
  const owners = new Map<string, string>();
  for (const statement of program.getSourceFile(probe)!.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier as ts.StringLiteral;
    const module = checker.getSymbolAtLocation(specifier);
    if (!module) throw new Error(`${specifier.text} does not resolve from ${folder}.`);
    for (const symbol of checker.getExportsOfModule(module))
      if (symbol.name !== 'default' && !owners.has(symbol.name))
        owners.set(symbol.name, specifier.text);
  }
  return owners;
}

/**
 * The snippet as a module: its declarations (components it defines, its state) inside a component
 * that returns its closing element, which starts at the first unindented `<` after them.
 */
export function snippetModule(code: string, owners: Map<string, string>): string {
  const lines = code.split('\n');
  let start = 0;
  lines.forEach((line, index) => {
    if (/^(function|const|let|type|interface|async function) /.test(line)) start = index + 1;
  });
  while (start < lines.length && !lines[start]!.startsWith('<')) start += 1;
  const imports = new Map<string, string[]>();
  for (const name of new Set(code.match(/[A-Za-z_$][\w$]*/g))) {
    const owner = owners.get(name);
    if (owner) imports.set(owner, [...(imports.get(owner) ?? []), name]);
  }
  return [
    ...[...imports].map(([owner, names]) => `import { ${names.join(', ')} } from '${owner}';`),
    'export function Example() {',
    ...lines.slice(0, start),
    'return (',
    ...(start < lines.length ? lines.slice(start) : ['null']),
    ');',
    '}',
  ].join('\n');
}

/** Each snippet's type errors, as `<name>: <message>`; none when every snippet compiles. */
export function shownCodeErrors(snippets: ShownSnippet[]): string[] {
  const owners = exportedNames();
  const sources = new Map(
    snippets.map(({ code }, index) => [
      path.join(folder, `snippet-${index}.tsx`),
      snippetModule(code, owners),
    ]),
  );
  const names = new Map([...sources.keys()].map((file, index) => [file, snippets[index]!.name]));
  const program = ts.createProgram([...sources.keys()], options, compilerHost(sources));
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    const { file, start } = diagnostic;
    const name = file && names.get(file.fileName);
    if (!file || !name || start === undefined) return message;
    const { line } = file.getLineAndCharacterOfPosition(start);
    const text = file.text.split('\n')[line]!.trim();
    return `${name}: ${message} (in \`${text}\`)`;
  });
}

/**
 * Each snippet's module as JavaScript a page can run: CommonJS, so the page hands it the packages
 * it requires, with `Example` its export.
 */
export function shownCodeModules(snippets: ShownSnippet[]): string[] {
  const owners = exportedNames();
  return snippets.map(
    ({ code }) =>
      ts.transpileModule(snippetModule(code, owners), {
        compilerOptions: {
          ...options,
          module: ts.ModuleKind.CommonJS,
          verbatimModuleSyntax: false,
        },
        fileName: 'snippet.tsx',
      }).outputText,
  );
}

export const compileShownCode: BrowserCommand<[snippets: ShownSnippet[]]> = (_context, snippets) =>
  shownCodeErrors(snippets);

export const transpileShownCode: BrowserCommand<[snippets: ShownSnippet[]]> = (
  _context,
  snippets,
) => shownCodeModules(snippets);

declare module 'vitest/browser' {
  interface BrowserCommands {
    compileShownCode: (snippets: ShownSnippet[]) => Promise<string[]>;
    transpileShownCode: (snippets: ShownSnippet[]) => Promise<string[]>;
  }
}
