import type { Context, Env } from 'hono';
import { Hono } from 'hono';
import { isoAt } from '../clock.js';
import * as courseData from '../data/courses.js';
import { earnLearningAwards } from '../domain/courses.js';
import type { Services } from '../services.js';
import type { PlatformVisitor } from './links.js';
import { standInPath } from './links.js';

/** Text placed into HTML: nothing in it can open a tag or end an attribute. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** A page of plain HTML that runs no script and loads nothing from elsewhere. */
function page(c: Context, status: 200 | 403 | 404, title: string, body: string) {
  c.header(
    'content-security-policy',
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  );
  c.header('cache-control', 'no-store');
  c.header('referrer-policy', 'no-referrer');
  return c.html(
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Learning platform</title>
<style>
body { font: 1rem/1.5 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #1d1d1f; background: #fff; }
@media (prefers-color-scheme: dark) { body { color: #f2f2f2; background: #161618; } }
.placeholder { border: 1px dashed currentColor; padding: 2rem 1rem; margin: 1rem 0; }
button { font: inherit; padding: .5rem 1rem; }
</style>
</head>
<body>
<header><p>Learning platform (stand-in for the demo)</p></header>
<main>
${body}
</main>
</body>
</html>`,
    status,
  );
}

const refused = (c: Context) =>
  page(
    c,
    403,
    'Link not valid',
    `<h1>This link is not valid</h1>
<p>The sign-in link was changed or has expired, or you signed out of the portal since. Go back to the portal and open the module again.</p>`,
  );

const noSuchModule = (c: Context) =>
  page(
    c,
    404,
    'Module not found',
    `<h1>Module not found</h1>
<p>This module is not part of your courses.</p>`,
  );

/** `/module/<id>` as the portal appends it to a sign-on link. */
const moduleOfTarget = (target: string | undefined) => {
  const id = /^\/module\/(\d{1,9})$/.exec(target ?? '')?.[1];
  return id === undefined ? null : Number(id);
};

/**
 * A small stand-in of the external learning platform, so the whole journey works offline: it
 * accepts the API's sign-on link, shows the module it targets and records the module as complete
 * in the same progress the portal reads.
 */
export function learningPlatformStandIn(services: Services) {
  const { db, learningPlatform, tokens } = services;
  const app = new Hono();

  /** A verified link or grant whose session has not ended since: logging out ends them too. */
  const live = async (visitor: PlatformVisitor | null) =>
    visitor && !(await tokens.sessionEnded(visitor.sessionId)) ? visitor : null;

  const modulePage = (moduleId: number, grant: string) =>
    `${standInPath}/modules/${moduleId}?grant=${encodeURIComponent(grant)}`;

  app.get('/sso/login', async (c) => {
    const visitor = await live(learningPlatform.verifyLogin(c.req.query()));
    if (!visitor) return refused(c);
    const moduleId = moduleOfTarget(c.req.query('target'));
    if (moduleId === null || !(await courseData.studentModule(db, visitor.studentId, moduleId))) {
      return noSuchModule(c);
    }
    return c.redirect(modulePage(moduleId, learningPlatform.moduleGrant(visitor, moduleId)), 303);
  });

  app.get('/modules/:moduleId{[0-9]{1,9}}', async (c) => {
    const moduleId = Number(c.req.param('moduleId'));
    const grant = c.req.query('grant');
    const visitor = await live(learningPlatform.verifyModuleGrant(grant, moduleId));
    if (!visitor) return refused(c);
    const module = await courseData.studentModule(db, visitor.studentId, moduleId);
    if (!module) return noSuchModule(c);
    const done = module.progress === 100;
    return page(
      c,
      200,
      module.title,
      `<p>${escapeHtml(module.course_title)} · Week ${module.week}</p>
<h1>${escapeHtml(module.title)}</h1>
${module.description ? `<p>${escapeHtml(module.description)}</p>` : ''}
<div class="placeholder"><p>The module's lessons, videos and exercises would be here.</p></div>
${
  done
    ? '<p role="status">Completed. You can close this tab and go back to the portal.</p>'
    : `<form method="post" action="${standInPath}/modules/${moduleId}/complete">
<input type="hidden" name="grant" value="${escapeHtml(grant!)}">
<button type="submit">Mark as complete</button>
</form>`
}`,
    );
  });

  app.post('/modules/:moduleId{[0-9]{1,9}}/complete', async (c) => {
    const moduleId = Number(c.req.param('moduleId'));
    const form = await c.req.parseBody();
    const grant = typeof form.grant === 'string' ? form.grant : undefined;
    const visitor = await live(learningPlatform.verifyModuleGrant(grant, moduleId));
    if (!visitor) return refused(c);
    const { studentId } = visitor;
    if (!(await courseData.studentModule(db, studentId, moduleId))) return noSuchModule(c);
    await db.transaction(async (tx) => {
      await courseData.completeModule(tx, studentId, moduleId);
      await earnLearningAwards(tx, studentId, isoAt(services.clock.now()));
    });
    return c.redirect(modulePage(moduleId, grant!), 303);
  });

  return app;
}

/** Serves the stand-in at its path unless the platform is configured elsewhere. */
export function mountLearningPlatformStandIn<E extends Env>(app: Hono<E>, services: Services) {
  if (services.learningPlatform.servesStandIn) {
    app.route(standInPath, learningPlatformStandIn(services));
  }
}
