import type { Meta } from '@storybook/react-vite';
import { guest, screenMeta, type ScreenStory } from '../../test/screen-story';

/** Each game category's lobby (G§2..G§9) and the game centre. */
const meta = {
  title: 'Games/Game categories',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Hot: ScreenStory = { ...guest('/m/hot'), name: 'Hot games' };

export const Rng: ScreenStory = { ...guest('/m/rng'), name: 'Slots' };

export const InHouse: ScreenStory = { ...guest('/m/inhouse'), name: 'In-house games' };

export const Pvp: ScreenStory = { ...guest('/m/pvp'), name: 'Card games' };

export const Fish: ScreenStory = { ...guest('/m/fish'), name: 'Fishing' };

export const Live: ScreenStory = { ...guest('/m/live'), name: 'Live casino' };

export const Sports: ScreenStory = { ...guest('/m/sports'), name: 'Sports' };

export const Esports: ScreenStory = { ...guest('/m/esports'), name: 'E-sports' };

export const Cockfight: ScreenStory = { ...guest('/m/cockfight'), name: 'Cockfighting' };

export const GameCenter: ScreenStory = { ...guest('/m/gameCenter?gameType=SPORTS'), name: 'Game centre' };
