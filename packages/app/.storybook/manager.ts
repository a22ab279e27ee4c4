// The Storybook manager (the UI around the preview). The addons panel (Controls, Interactions,
// Accessibility) sits on the right: at the bottom it took half of a 1280x800 screen and left
// about 380 px of the 812 px phone frame in view; on the right the phone keeps its height.
import { addons } from 'storybook/manager-api';

addons.setConfig({ panelPosition: 'right', rightPanelWidth: 360 });
