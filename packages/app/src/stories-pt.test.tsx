import { appStories, storiesIn } from './test/story-files';
import type { StoryModule } from './test/story-harness';

// The stories an area test takes (and renders in EN) whose turn is PT, read in PT as a reviewer switches the toolbar's language (test/story-files.ts).
const stories = appStories(
  import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true }),
  import.meta.glob<string>('./**/*.test.tsx', { query: '?raw', import: 'default', eager: true }),
);
storiesIn(
  'pt',
  stories.filter((s) => s.takenByStoryCases && s.readIn === 'pt'),
);
