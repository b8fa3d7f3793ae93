import { everyStoryRenders, type StoryModule } from './support/every-story';

everyStoryRenders(import.meta.glob<StoryModule>('./components/**/*.stories.tsx', { eager: true }));
