import { writeFile } from 'node:fs/promises';
import type { BrowserContext, TestInfo } from '@playwright/test';
import { createControlClient, type ControlClient } from '@m/mock-server/control-client';

/**
 * Replay links. When a test fails, its world is exported (attached to the
 * report as `sim-world.json`) and imported as `replay-<world id>`, and a link that opens the
 * site in that world is printed: `<site><page path>?sim-world=replay-<id>`.
 *
 * `?sim-world=` is read by the DEV site (`npm start`), so by default the link is for
 * http://localhost:5173 and the world is imported into the e2e simulator and, when it runs, the
 * dev simulator (REPLAY_SIM_URL, default http://127.0.0.1:4010). Anywhere else, the printed
 * curl line imports the attachment: replay needs nothing but the file.
 */

export const REPLAY_SIM_URL = process.env.REPLAY_SIM_URL ?? 'http://127.0.0.1:4010';
export const REPLAY_SITE_URL = process.env.REPLAY_SITE_URL ?? 'http://localhost:5173';

export const replayIdOf = (worldId: string): string => `replay-${worldId}`.slice(0, 64);

/** The replay link: the page the test was on (path and query), in the replay world. */
export function replayLink(pageUrl: string | undefined, replayId: string, siteUrl = REPLAY_SITE_URL): string {
  let path = '/m/home';
  let params = new URLSearchParams();
  if (pageUrl && /^https?:/.test(pageUrl)) {
    const u = new URL(pageUrl);
    path = u.pathname;
    params = u.searchParams;
  }
  params.set('sim-world', replayId);
  return `${siteUrl.replace(/\/+$/, '')}${path}?${params.toString()}`;
}

async function importInto(control: ControlClient, doc: Awaited<ReturnType<ControlClient['exportWorld']>>, id: string): Promise<boolean> {
  try {
    await control.importWorld(doc, id);
    return true;
  } catch {
    return false;
  }
}

/** Exports the world of a failed test, attaches it, imports it for replay and prints the link. */
export async function replayOnFailure(opts: {
  control: ControlClient;
  worldId: string;
  context: BrowserContext;
  testInfo: TestInfo;
  simUrl: string;
}): Promise<string> {
  const { control, worldId, context, testInfo, simUrl } = opts;
  const doc = await control.exportWorld(worldId);
  const file = testInfo.outputPath('sim-world.json');
  await writeFile(file, `${JSON.stringify(doc, null, 2)}\n`);
  await testInfo.attach('sim-world.json', { path: file, contentType: 'application/json' });

  const replayId = replayIdOf(worldId);
  await importInto(control, doc, replayId);
  const dev = REPLAY_SIM_URL.replace(/\/+$/, '') === simUrl.replace(/\/+$/, '') ? null : createControlClient(REPLAY_SIM_URL);
  const inDev = dev ? await importInto(dev, doc, replayId) : true;

  const pages = context.pages();
  const link = replayLink(pages[pages.length - 1]?.url(), replayId);
  const lines = [`[replay] "${testInfo.titlePath.join(' > ')}" failed in world ${worldId}; export attached: ${file}`];
  if (!inDev) {
    lines.push(
      `[replay] import it first: curl -s -X POST '${REPLAY_SIM_URL}/__sim/import?id=${replayId}' -H 'content-type: application/json' -d @${file}`,
    );
    lines.push(`[replay]   (or start the simulator with: pnpm sim --import ${file})`);
  }
  lines.push(`[replay] open: ${link}`);
  await testInfo.attach('replay-link', { body: link, contentType: 'text/plain' });
  console.info(lines.join('\n'));
  return link;
}
