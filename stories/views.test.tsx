import { everyStoryRenders, type StoryModule } from './support/every-story';

everyStoryRenders(import.meta.glob<StoryModule>('./views/**/*.stories.tsx', { eager: true }));
