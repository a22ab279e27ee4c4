import { CLAIM_STATUSES } from '@m/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '../../../shared/i18n/i18n';
import { localiseContent, withLocalisedArgs } from '../../../test/story-content';
import { StoryProviders } from '../../../test/story-providers';
import { PromoItem } from './promo-item';
import { PromoListSkeleton } from './promo-list-skeleton';
import { PROMOTION_TITLES, storyPromo } from './story-data';

/** One promotion (G-080..G-083): collapsed, expanded with its go button, long term, each claim status. */
const meta = {
  title: 'Promotions/Promotion card',
  component: PromoItem,
  decorators: [
    withLocalisedArgs,
    (Story) => (
      <StoryProviders path="/m/activity">
        <Story />
      </StoryProviders>
    ),
  ],
  args: { promo: storyPromo(), expanded: false, onToggle: () => {}, onGo: () => {} },
} satisfies Meta<typeof PromoItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = { name: 'Collapsed' };
export const Expanded: Story = { name: 'Expanded', args: { expanded: true } };
export const LongTerm: Story = { name: 'Long-term promotion', args: { promo: storyPromo({ noExpiry: 1, endDate: '' }) } };
export const NoGoButton: Story = {
  name: 'Without a Go button',
  args: { expanded: true, onGo: undefined, promo: storyPromo({ action: 'NONE' }) },
};
export const AllStatuses: Story = {
  name: 'All statuses',
  render: (args) => (
    <>
      {CLAIM_STATUSES.map((s, i) => (
        <PromoItem
          key={s}
          {...args}
          promo={localiseContent(storyPromo({ id: i + 1, title: PROMOTION_TITLES[i % PROMOTION_TITLES.length], claimStatus: s }))}
        />
      ))}
    </>
  ),
};

/** While the list loads: cards of a promotion's size, the first screen the page's HTML draws (/m/activity). */
export const Loading: Story = {
  name: 'Loading',
  parameters: { staysBusy: true },
  render: () => <PromoListSkeleton label={translate('in_please_wait')} />,
};
