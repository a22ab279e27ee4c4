import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * `pnpm lint` enforces the app's layers (docs/architecture.md): each snippet is linted as if it
 * were a file at `filePath`, with the repository's own eslint.config.js.
 */
const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../..')}/`;
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

  it('keeps Fastify out of the simulator engine and TypeBox out of the route table', async () => {
    expect(await lint('packages/mock-server/src/engine/crossed.ts', "import Fastify from 'fastify';\nexport const x = Fastify;\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*the engine is transport-free/),
    ]);
    expect(await lint('packages/contracts/src/routes/crossed.ts', "import { Type } from '@sinclair/typebox';\nexport const x = Type;\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*the route table is schema-free/),
    ]);
  }, 60_000);
});
