// Story helpers shared by the ui stories (stories only: never exported from the package).
import { type Decorator } from '@storybook/react-vite';

/**
 * Renders a story in the dark theme, whatever the toolbar says. It also marks <html>, as the app
 * does, so portalled content (Modal) is dark too; Storybook's theme decorator resets it per story.
 */
export const darkTheme: Decorator = (Story) => {
  document.documentElement.setAttribute('data-theme', 'dark');
  return (
    <div data-theme="dark" style={{ padding: 16, minHeight: 120 }}>
      <Story />
    </div>
  );
};

/** Gives a story the 375 px mobile frame it is designed for. */
export const mobileFrame: Decorator = (Story) => (
  <div style={{ maxWidth: 375, margin: '0 auto' }}>
    <Story />
  </div>
);

/** The narrowest supported width (320 px). */
export const narrowFrame: Decorator = (Story) => (
  <div style={{ maxWidth: 320 }}>
    <Story />
  </div>
);
