import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../test/story-providers';

/**
 * Screens of the site's frame, each on its own simulator world (the Storybook preview supplies
 * the MSW handlers; `simScenario` picks the scenario).
 */
const meta = {
  title: 'App/Frame',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/home' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home for a guest: home header with language, theme, menu, Login and Register; footer text and menu. */
export const HomeGuest: Story = {};

/** System status 1 (A-152, G-007). */
export const Maintenance: Story = { parameters: { simScenario: 'maintenance' } };

/** System status 2 with the visitor's IP. */
export const RegionRestricted: Story = { parameters: { simScenario: 'region-restricted' } };

/** Maintenance and region restriction together: maintenance wins. */
export const MaintenanceAndRegion: Story = { parameters: { simScenario: 'maintenance-and-region' } };

/** A page with the back header and its translated title. */
export const BackHeaderRoute: Story = { args: { path: '/m/notice' } };

/** The login popup over home; its form arrives with the account issue. */
export const LoginPopup: Story = { args: { path: '/m/login' } };

/** Dark theme. */
export const DarkTheme: Story = { args: { theme: 'dark' } };
