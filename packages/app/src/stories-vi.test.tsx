import { storiesIn } from './test/story-harness';
import type { StoryModule } from './test/story-harness';

// Every App and Screens story in VI, as a reviewer switches the toolbar's language (story-harness.tsx).
storiesIn('vi', import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true }));
