import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../src/styles/global.css';
import type { Preview } from '@storybook/react-vite';
import type { Locale } from '../machines/types';
import { StoryProviders } from '../stories/support/StoryProviders';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '简体中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-CN', scheme: 'light' },
  parameters: { layout: 'padded', controls: { expanded: true } },
  decorators: [
    (Story, { globals, parameters }) => (
      <StoryProviders
        key={`${globals.locale}-${parameters.signedIn ?? true}`}
        locale={(globals.locale ?? 'zh-CN') as Locale}
        dark={globals.scheme === 'dark' || parameters.dark === true}
        signedIn={parameters.signedIn ?? true}
        path={parameters.path}
      >
        <Story />
      </StoryProviders>
    ),
  ],
};

export default preview;
