import { describe, expect, it } from 'vitest';
import { defaultTheme } from '@machines/layout/settings';
import { activeMenuText } from './menu-colours';

describe('the text of the menu’s active entry', () => {
  it('on the primary colour (the default) is the theme’s text for the primary colour', () => {
    expect(activeMenuText(defaultTheme)).toBe('var(--mantine-primary-color-contrast)');
  });

  it('on a picked background keeps the picked text where it reads, else takes black or white', () => {
    expect(activeMenuText({ leftMenuBgActiveColor: '#1d4ed8', leftMenuTextActiveColor: '#fff' })).toBe(
      '#fff',
    );
    // white on a light orange reads at 2.2:1
    expect(activeMenuText({ leftMenuBgActiveColor: '#ff9800', leftMenuTextActiveColor: '#fff' })).toBe(
      '#000000',
    );
    expect(activeMenuText({ leftMenuBgActiveColor: '#001529', leftMenuTextActiveColor: '#333' })).toBe(
      '#ffffff',
    );
  });
});
