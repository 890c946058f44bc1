// Runs each library story's shown code, transpiled in Node (compileShownCode.ts), as a consumer's
// component in the page: with the packages it imports, inside the providers a consumer's app has
// (TanStack Query's client; the design system falls back to English without its own), and reports
// any snippet whose component throws while it renders.
import * as internationalizedDate from '@internationalized/date';
import * as reactQuery from '@tanstack/react-query';
import * as React from 'react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import * as designSystem from '@hci/design-system';

const packages: Record<string, unknown> = {
  '@hci/design-system': designSystem,
  '@internationalized/date': internationalizedDate,
  '@tanstack/react-query': reactQuery,
  react: React,
  'react/jsx-runtime': jsxRuntime,
};

function required(name: string): unknown {
  if (!(name in packages)) throw new Error(`The snippet requires ${name}, which no consumer has.`);
  return packages[name];
}

/** The `Example` component a transpiled snippet exports. */
function exampleOf(javascript: string): ComponentType {
  const module = { exports: {} as { Example?: ComponentType } };
  new Function('require', 'module', 'exports', javascript)(required, module, module.exports);
  if (!module.exports.Example) throw new Error('The snippet exports no Example.');
  return module.exports.Example;
}

class Catch extends Component<{ onError: (error: unknown) => void; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Why the snippet's component fails to render, or undefined when it renders. */
export async function renderProblem(javascript: string): Promise<string | undefined> {
  let problem: string | undefined;
  const report = (error: unknown) => {
    problem ??= error instanceof Error ? error.message : String(error);
  };
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container, { onRecoverableError: report });
  const client = new reactQuery.QueryClient({ defaultOptions: { queries: { retry: false } } });
  try {
    const Example = exampleOf(javascript);
    flushSync(() =>
      root.render(
        <reactQuery.QueryClientProvider client={client}>
          <Catch onError={report}>
            <Suspense fallback={null}>
              <Example />
            </Suspense>
          </Catch>
        </reactQuery.QueryClientProvider>,
      ),
    );
    // Effects get a turn to run.
    await new Promise((settled) => setTimeout(settled));
  } catch (error) {
    report(error);
  } finally {
    root.unmount();
    container.remove();
    client.clear();
  }
  return problem;
}
