import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * `pnpm lint` enforces the app's layers (docs/architecture.md): each snippet is linted as if it
 * were a file at `filePath`, with the repository's own eslint.config.js.
 */
const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '..')}/`;
const eslint = new ESLint({ cwd: root });

async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer rules', () => {
  it('refuses a shared/ module that imports a feature or app/', async () => {
    const messages = await lint(
      'packages/app/src/shared/crossed.ts',
      "import { login } from '../features/login/login';\nimport { AppRoutes } from '../app/routes';\nexport const x = [login, AppRoutes];\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*shared must not import features\//),
      expect.stringMatching(/^import-x\/no-restricted-paths: .*shared must not import app\//),
    ]);
  }, 60_000);

  it('refuses a feature that imports another feature or app/, and lets it import shared/', async () => {
    const messages = await lint(
      'packages/app/src/features/games/crossed.ts',
      "import { useProfile } from '../member/use-profile';\nimport { AppRoutes } from '../../app/routes';\nimport { paths } from '../../shared/paths';\nexport const x = [useProfile, AppRoutes, paths];\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*features do not import each other/),
      expect.stringMatching(/^import-x\/no-restricted-paths: .*features must not import app\//),
    ]);
  }, 60_000);

  it('lets app/ into a feature only through its doors (index.ts, *.lazy.ts, testing.ts from tests)', async () => {
    const messages = await lint(
      'packages/app/src/app/crossed.tsx',
      "import { lazy } from 'react';\nimport { getBanners } from '../features/games/api';\nimport { JACKPOT_CURRENCY } from '../features/games';\nimport { bannersKey } from '../features/games/testing';\nconst Help = lazy(() => import('../features/support/components/help-page'));\nconst Door = lazy(() => import('../features/support/help-page.lazy'));\nexport const x = [getBanners, JACKPOT_CURRENCY, bannersKey, Help, Door];\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*"\.\.\/features\/games\/api".*import a feature through its doors/),
      expect.stringMatching(/^no-restricted-imports: .*testing\.ts door is for tests and stories/),
      expect.stringMatching(/^import-x\/no-restricted-paths: .*components\/help-page".*import a feature through its doors/),
    ]);
    expect(
      await lint(
        'packages/app/src/app/crossed.test.tsx',
        "import { bannersKey } from '../features/games/testing';\nexport const x = [bannersKey];\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'packages/app/src/features/games/crossed.test.tsx',
        "import { getBanners } from './api';\nexport const x = [getBanners];\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it('keeps Fastify out of the simulator engine and TypeBox out of the route table', async () => {
    expect(await lint('packages/mock-server/src/engine/crossed.ts', "import Fastify from 'fastify';\nexport const x = Fastify;\n")).toEqual(
      [expect.stringMatching(/^no-restricted-imports: .*the engine is transport-free/)],
    );
    expect(
      await lint('packages/contracts/src/routes/crossed.ts', "import { Type } from '@sinclair/typebox';\nexport const x = Type;\n"),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*the route table is schema-free/)]);
  }, 60_000);
});
