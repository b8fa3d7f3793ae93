/** Seed §5 and §9: icon names are lower-case letters and digits separated by single dashes, prefixed `vi-`. */
export const ICON_PREFIX = 'vi-';
const ICON_NAME = /^vi-[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isValidIconName = (name: string): boolean => ICON_NAME.test(name);

export function assertIconName(name: string): void {
  if (!isValidIconName(name)) {
    throw new Error(
      `Invalid icon name "${name}": use "${ICON_PREFIX}" then lower-case words of letters and digits joined by single dashes`,
    );
  }
}
