import type { RuntimeConfig } from '@hci/api-schema';
import { lightTheme } from '@hci/design-system';
import { Route, Switch } from 'wouter';
import { LoginPage } from './pages';

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <div className={lightTheme} data-api={config.apiBaseUrl}>
      <Switch>
        <Route path="/login" component={LoginPage} />
        <Route>
          <main>
            <h1>Page not found</h1>
          </main>
        </Route>
      </Switch>
    </div>
  );
}
