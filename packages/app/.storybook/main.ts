// Storybook for the whole site: the ui library's stories and the app's screens, in one place.
// Hosted in the app package because app screens need the app's vite config and the MSW worker.
import { type StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The docs pages (src/docs) first and the introduction before them: Storybook opens on the
  // first entry and orders the sidebar as listed here.
  stories: ['../src/docs/introduction.mdx', '../src/**/!(introduction).mdx', '../../ui/src/**/*.stories.@(ts|tsx)', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', 'msw-storybook-addon'],
  // mockServiceWorker.js lives there; it is never part of the site's production build.
  staticDirs: ['../msw-public'],
  core: { disableTelemetry: true },
};

export default config;
