// Storybook for the whole site: the ui library's stories and the app's screens, in one place.
// Hosted in the app package because app screens need the app's vite config and the MSW worker.
import { fileURLToPath } from 'node:url';
import { type StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The docs pages (src/docs) first and the introduction before them: Storybook opens on the
  // first entry and orders the sidebar as listed here.
  stories: [
    '../src/docs/introduction.mdx',
    '../src/**/!(introduction).mdx',
    '../../ui/src/**/*.stories.@(ts|tsx)',
    '../src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', 'msw-storybook-addon'],
  // mockServiceWorker.js lives there; it is never part of the site's production build.
  staticDirs: ['../msw-public'],
  core: { disableTelemetry: true },
  // Every store registers its initial state, so each story starts from fresh stores and no
  // session (story-setup.ts), as the unit tests do (vitest.config.ts).
  viteFinal: (config) =>
    mergeConfig(config, {
      resolve: { alias: [{ find: /^zustand$/, replacement: fileURLToPath(new URL('../src/test/tracked-zustand.ts', import.meta.url)) }] },
    }),
};

export default config;
