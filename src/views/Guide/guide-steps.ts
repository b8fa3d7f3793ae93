import type { TourStep } from '@/components/Tour/Tour';
import { resolveTarget } from '@/components/Tour/use-target-box';

type Translate = (key: string) => string;

const byLabel = (label: string) => `[aria-label="${label.replace(/["\\]/g, '\\$&')}"]`;

/** The shell's parts, found by the names they give assistive technology. */
function shellSteps(t: Translate): TourStep[] {
  const step = (key: string, target: string): TourStep => ({
    target,
    title: t(`widgets.guide.steps.${key}.title`),
    content: t(`widgets.guide.steps.${key}.content`),
  });
  return [
    step('menu', `nav${byLabel(t('menu.label'))}`),
    // a phone has no menu on screen, only the button that opens it
    step('mobileMenu', byLabel(t('header.openMenu'))),
    step('tabs', `[role="navigation"]${byLabel(t('tabs.label'))}`),
    step('search', byLabel(t('search.open'))),
    step('locale', byLabel(t('header.language'))),
    step('theme', `${byLabel(t('header.darkMode'))}, ${byLabel(t('header.lightMode'))}`),
    step('settings', byLabel(t('settings.title'))),
    // named by what it shows (the user's name) and what it is: found by its mark instead
    step('user', '[data-guide="user-menu"]'),
  ];
}

/**
 * The steps whose part is on screen now: the settings can hide the tabs or the language switch, and
 * a phone shows the menu button instead of the menu.
 */
export function guideSteps(t: Translate): TourStep[] {
  return shellSteps(t).filter((step) => resolveTarget(step.target) !== null);
}
