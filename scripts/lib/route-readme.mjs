// The route table of an app's README, written from the app's route table (`src/paths.ts`): a row
// per route with its path, what the page is (`about`) and who may open it (`access`).
/** Each app's README and the words for its users with a verified e-mail. */
export const routeReadmes = {
  portal: { member: 'student' },
  coach: { member: 'coach, e-mail verified' },
};

const accessWords = {
  anyone: 'anyone',
  guest: 'signed-out visitors',
  signedIn: 'signed in',
  unverified: 'signed in, e-mail unverified',
};

function who(route, member) {
  if (route.redirectTo !== undefined) return 'anyone';
  if (route.access !== 'verified') return accessWords[route.access];
  return route.accessPermission ? `${member} with the ${route.accessPermission} role` : member;
}

/** The Markdown table of `routes` (an app's table by route name), unaligned. */
export function routeTable(routes, member) {
  const rows = Object.values(routes).map(
    (route) => `| \`${route.path}\` | ${route.about} | ${who(route, member)} |`,
  );
  return ['| path | page | who |', '| --- | --- | --- |', ...rows].join('\n');
}

/**
 * The README `file` (its text `readme`) with the table under `## Routes` replaced by `table`,
 * formatted as the repository formats Markdown. The text around the table stays as written.
 */
export async function withRouteTable(readme, table, file) {
  const lines = readme.split('\n');
  const heading = lines.indexOf('## Routes');
  if (heading < 0) throw new Error(`${file}: no "## Routes" section`);
  const start = lines.findIndex((line, index) => index > heading && line.startsWith('|'));
  if (start < 0) throw new Error(`${file}: no table under "## Routes"`);
  let end = start;
  while (lines[end]?.startsWith('|')) end += 1;
  const text = [...lines.slice(0, start), table, ...lines.slice(end)].join('\n');
  // Loaded here: an npm script reaches no package before the install (entry-imports.test.ts).
  const { format, resolveConfig } = await import('prettier');
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}
