import { storiesIn } from './test/story-harness';
import type { StoryModule } from './test/story-harness';

// Every App and Screens story in PT, as a reviewer switches the toolbar's language (story-harness.tsx).
storiesIn('pt', import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true }));
