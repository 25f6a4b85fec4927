import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteBaseName, RouteMatch, Site } from 'config';
import type { Cookies } from '../../../lib/cookies';
import { fallbackKind } from '../../../plugins/metrics';
import { requestOrigin } from '../request-origin';
import { HtmlShell } from './html-shell';
import { createPrimedAnswers, PRIMED_ANSWERS_ELEMENT_ID, type PrimedRequests } from './primed-answers';
import { ServerRenderer } from './renderer';
import { StartPreloads } from './start-preloads';

export type { PrimedRequests } from './primed-answers';

export interface FirstViewPage {
  site: Site;
  /** The page's route; null for an error page (the host's own, never rendered here). */
  match: RouteMatch | null;
  status: number;
  title: string;
  /** The page's head tags, already escaped. */
  headTags: string[];
  /** The request's cookies (the visitor's consent and canary key). */
  cookies: Cookies;
}

/**
 * A page's HTML with everything its first view needs (README.md): the primed answers, the first view
 * rendered on the server where the remote version has a server build, the start preloads, all in the
 * host's index.html.
 */
export function createFirstView(app: FastifyInstance, primedRequests: ReadonlyMap<RouteBaseName, PrimedRequests[]>) {
  const dirs = { host: path.join(app.env.paths.dist, 'host') };
  const shell = new HtmlShell(dirs.host);
  const serverRenderer = new ServerRenderer(dirs, app.remoteStore, app.releaseManifest, app.log);
  const startPreloads = new StartPreloads(dirs, app.remoteStore, app.releaseManifest);
  const { primedAnswersJson, forget } = createPrimedAnswers(app, primedRequests);

  /** A server render, timed; a page with a server build that falls back is counted by kind of reason. */
  async function renderMeasured(match: RouteMatch, render: Parameters<ServerRenderer['render']>[0]) {
    const started = performance.now();
    const outcome = await serverRenderer.render(render);
    const page = match.route.page.replace(/^\.\//, '');
    const fallback = outcome.html === null ? fallbackKind(outcome.reason) : null;
    // Most pages have no server build: that is how they are made, not a fallback.
    if (fallback === 'no_server_build') return outcome;
    app.metrics.serverRenderDuration.observe(
      { page, outcome: fallback ? 'fallback' : 'rendered' },
      (performance.now() - started) / 1000,
    );
    if (fallback) app.metrics.serverRenderFallbacks.inc({ page, reason: fallback });
    return outcome;
  }

  /** The page's HTML, or null when the host is not built. */
  async function html(request: FastifyRequest, { site, match, status, title, headTags, cookies }: FirstViewPage) {
    const primedJson = match ? await primedAnswersJson(request, site, match) : null;
    const primed =
      primedJson === null
        ? null
        : `<script type="application/json" id="${PRIMED_ANSWERS_ELEMENT_ID}">${primedJson}</script>`;
    const rendered =
      match && status === 200 && app.env.SERVER_RENDER
        ? await renderMeasured(match, {
            site,
            url: request.url,
            match,
            cookies,
            primedAnswers: primedJson,
            log: request.log,
          })
        : null;
    const origin = requestOrigin(request);
    // An error page (404) is the host's own: only the host's start is named.
    const preloads = await startPreloads
      .tags(
        { site, match, primed: primed !== null, cookies },
        { stylesheets: Boolean(rendered?.html), origin: `${origin.protocol}://${origin.host}` },
      )
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'start preloads failed; the page loads without them');
        return [];
      });
    return shell.render({
      locale: site.locale,
      title,
      headTags: [...headTags, ...(primed ? [primed] : [])],
      headEndTags: preloads,
      rootHtml: rendered?.html ?? null,
    });
  }

  return { html, forgetPrimedAnswers: forget };
}
