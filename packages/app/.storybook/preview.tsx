// Every story gets: the ui tokens and base styles, a light/dark toolbar switch, a 375x812 mobile
// viewport, and its own simulator world served by MSW (world id = story id), so stories never
// share state. The handlers answer the API, the control API and the simulated CDN (/cdn: game,
// banner, promotion, avatar and lottery art), all at relative URLs: the static build needs no
// simulator running. A story picks a scenario with `parameters: { simScenario: 'maintenance' }`,
// faults with `parameters: { simFaults: [...] }`, and holds the toasts of its state with
// `parameters: { toasts: 'hold' }`; the toolbar's Scenario and Clock switch the world a reviewer
// sees (the story re-renders on a world of its own).
import { createControlClient } from '@m/mock-server/control-client';
import { scenarioList } from '@m/mock-server/engine';
import { createEngine, createSimHandlers } from '@m/mock-server/msw';
import '@m/ui/styles.css';
import { type Decorator, type Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { translate } from '../src/shared/i18n/i18n';
import { englishIn, rawKeysIn, shownText } from '../src/test/language-check';
import { FIRST_SCREEN_TIMEOUT_MS } from '../src/test/story-waits';
import { applyClockStep, applyGlobals, applyToastHold, CLOCK_STEPS, isClockStep, startFresh } from './story-setup';

// Play functions' findBy* queries wait as long as a first screen may take in a static build
// (route chunks, the MSW worker) on a busy machine; testing-library's default is 1 s.
configure({ asyncUtilTimeout: FIRST_SCREEN_TIMEOUT_MS });

// The browser review of the static build (scripts/check-storybook.mjs) reads each story with the
// unit tests' own rules: a text key shown, English in PT or VI.
Object.assign(window, { __storyCheck: { englishIn, rawKeysIn, shownText, translate } });

// msw-storybook-addon 3 has no initialize(): the loader takes the setup function instead.
async function startWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    // Relative, so a static build hosted under a sub-path still finds the worker.
    serviceWorker: { url: './mockServiceWorker.js' },
  });
  return worker;
}

type ThemeName = 'light' | 'dark';

const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  // The app sets data-theme on <html> too, so stories see the same cascade.
  document.documentElement.setAttribute('data-theme', theme);
  return <Story />;
};

const preview: Preview = {
  loaders: [mswLoader(startWorker), startFresh, applyGlobals, applyToastHold],
  async beforeEach(context) {
    const own: unknown = context.parameters.simScenario;
    const picked: unknown = context.globals.scenario;
    const scenario = typeof picked === 'string' && picked ? picked : typeof own === 'string' ? own : 'default';
    const faults: unknown = context.parameters.simFaults;
    // The world is made before the story renders, so its faults and clock hold from the first call.
    const engine = createEngine({ pagesOrigin: '' });
    engine.createWorld({ id: context.id, scenario });
    if (Array.isArray(faults)) engine.world(context.id).faults.add(faults);
    context.msw.use(...createSimHandlers({ engine, worldId: context.id }));
    const step: unknown = context.globals.clock;
    if (isClockStep(step)) await applyClockStep(createControlClient(window.location.origin), context.id, step);
  },
  decorators: [withTheme],
  globalTypes: {
    scenario: {
      description: "The simulator scenario of the story's world (docs/scenarios.md)",
      toolbar: {
        title: 'Scenario',
        icon: 'database',
        items: [{ value: '', title: "The story's own" }, ...scenarioList.map((s) => ({ value: s.name, title: s.name }))],
        dynamicTitle: true,
      },
    },
    clock: {
      description: "Where the world's clock stands when the story opens",
      toolbar: {
        title: 'Clock',
        icon: 'time',
        items: Object.entries(CLOCK_STEPS).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme of the site',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language of the site',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'pt', title: 'Português' },
          { value: 'vi', title: 'Tiếng Việt' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
    language: 'en',
    scenario: '',
    clock: 'start',
    viewport: { value: 'mobile375', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        mobile320: { name: 'Small phone 320x568', styles: { width: '320px', height: '568px' }, type: 'mobile' },
        mobile375: { name: 'Mobile 375x812 (design)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        mobile480: { name: 'Large phone 480x900', styles: { width: '480px', height: '900px' }, type: 'mobile' },
      },
    },
    controls: { expanded: true },
    // The sidebar by area, as product thinks (docs/decisions/toolkit.md "Storybook organised by
    // area"): the introduction and the library first, then each area's overview, its screens in the
    // order a visitor meets them, and within a screen its screen story before its states. Storybook
    // reads this function from the source and evaluates it on its own, so it names nothing from
    // outside and carries no type annotations (the entries are Storybook's index entries).
    options: {
      storySort: (a, b) => {
        const order = [
          'Introduction',
          'Foundations/',
          'UI/',
          'Account/Overview',
          'Account/Login',
          'Account/Register',
          'Account/SMS code',
          'Account/Password',
          'Account/Free play',
          'Support/Overview',
          'Support/Help',
          'Support/Help topics',
          'Support/Feedback',
          'Support/Messages',
          'Support/Inbox',
          'Support/Announcements',
          'Support/Announcement list',
          'Support/Notice marquee',
          'Support/Notice popup',
          'Support/Service and legal pages',
          'Support/',
          'Games/Overview',
          'Games/Home',
          'Games/Game categories',
          'Games/Game list',
          'Games/Launch game',
          'Games/',
          'Lottery/Overview',
          'Lottery/Lottery lobby',
          'Lottery/Draw history',
          'Lottery/',
          'Promotions/Overview',
          'Promotions/Promotions',
          'Promotions/Apply form',
          'Promotions/',
          'Agent/Overview',
          'Agent/Agent home',
          'Agent/Team reports',
          'Agent/Rebates and dividends',
          'Agent/Register centre',
          'Agent/Contracts',
          'Agent/',
          'Member/Overview',
          'Member/Member centre',
          'Member/Deposit',
          'Member/Withdraw',
          'Member/Reward centre',
          'Member/VIP benefits',
          'Member/Records',
          'Member/Settings',
          'Member/',
          'Site/Overview',
          'Site/',
        ];
        // A title's place: its own entry, else its area's catch-all ("Area/"), else the end.
        const rank = (title) => {
          const own = order.indexOf(title);
          if (own >= 0) return own;
          const area = order.indexOf(`${title.split('/')[0]}/`);
          return area >= 0 ? area : order.length;
        };
        const byTitle = rank(a.title) - rank(b.title) || a.title.localeCompare(b.title);
        if (byTitle !== 0) return byTitle;
        const first = (e) => (e.type === 'docs' ? 0 : e.tags?.includes('screen') ? 1 : 2);
        return first(a) - first(b);
      },
    },
  },
};

export default preview;
