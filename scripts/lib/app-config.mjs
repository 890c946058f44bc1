// The run-time configuration each app reads from /config.json: built from the environment when the
// app is served, so one build serves any API.
export function runtimeConfig(env = process.env) {
  const apiPort = env.API_PORT || '4010';
  const apiBaseUrl = (env.API_BASE_URL || `http://127.0.0.1:${apiPort}`).replace(/\/$/, '');
  const mediaBaseUrl = (env.MEDIA_BASE_URL || apiBaseUrl).replace(/\/$/, '');
  const coachAppUrl = (env.COACH_APP_URL || `http://127.0.0.1:${env.COACH_PORT || '4030'}`).replace(
    /\/$/,
    '',
  );
  const portalUrl = (env.PORTAL_URL || `http://127.0.0.1:${env.PORTAL_PORT || '4020'}`).replace(
    /\/$/,
    '',
  );
  const config = { apiBaseUrl, mediaBaseUrl, coachAppUrl, portalUrl };
  if (env.ANALYTICS_URL) config.analyticsUrl = env.ANALYTICS_URL;
  return config;
}

/** Vite plugin: `/config.json` in the dev server, from the same environment variables. */
export function devRuntimeConfig() {
  return {
    name: 'hci-runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(runtimeConfig()));
      });
    },
  };
}
