// Storybook for the whole site: the ui library's stories and the app's screens, in one place.
// Hosted in the app package because app screens need the app's vite config and the MSW worker.
import { type StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../../ui/src/**/*.stories.@(ts|tsx)', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', 'msw-storybook-addon'],
  // mockServiceWorker.js lives there; it is never part of the site's production build.
  staticDirs: ['../msw-public'],
  core: { disableTelemetry: true },
};

export default config;
