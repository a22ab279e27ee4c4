import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../test/story-providers';

/**
 * Screens of the site's frame, each on its own simulator world (the Storybook preview supplies
 * the MSW handlers; `simScenario` picks the scenario).
 */
const meta = {
  title: 'Site/Frame',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/home' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home for a guest: home header with language, theme, menu, Login and Register; footer text and menu. */
export const HomeGuest: Story = { name: 'Home, as a guest' };

/** System status 1 (A-152, G-007). */
export const Maintenance: Story = { name: 'Maintenance', parameters: { simScenario: 'maintenance' } };

/** System status 2 with the visitor's IP. */
export const RegionRestricted: Story = { name: 'Region restricted', parameters: { simScenario: 'region-restricted' } };

/** Maintenance and region restriction together: maintenance wins. */
export const MaintenanceAndRegion: Story = {
  name: 'Maintenance in a restricted region',
  parameters: { simScenario: 'maintenance-and-region' },
};

/** A page with the back header and its translated title. */
export const BackHeaderRoute: Story = { name: 'A page with a back header', args: { path: '/m/notice' } };

/** The login popup over home; its form arrives with the account issue. */
export const LoginPopup: Story = { name: 'Login popup', args: { path: '/m/login' } };

/** Dark theme. */
export const DarkTheme: Story = { name: 'Dark theme', args: { theme: 'dark' } };
