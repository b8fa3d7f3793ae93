import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // the console is served under /admin/; the catalogue is a static site of its own
  viteFinal: (config) => ({ ...config, base: './' }),
};

export default config;
