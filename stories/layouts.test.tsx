import { everyStoryRenders, type StoryModule } from './support/every-story';

everyStoryRenders(import.meta.glob<StoryModule>('./layouts/**/*.stories.tsx', { eager: true }));
