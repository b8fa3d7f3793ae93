import { isValidIconName } from '@/components/Icon/icon-name';
import type { MessageKey } from '../../../api/i18n';

// The rules of a menu entry. Pure, so the console's menu form can check the same way.

export interface MenuRuleError {
  key: MessageKey;
}

export type MenuField = 'name' | 'path' | 'component' | 'title' | 'icon';

export interface MenuFields {
  name: unknown;
  path: unknown;
  component: unknown;
  title: unknown;
  icon: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Name, path, component and title required; a name used by no other entry; an icon of seed §5. */
export function menuErrors(
  fields: MenuFields,
  namesInUse: ReadonlySet<string>,
): Partial<Record<MenuField, MenuRuleError>> {
  const errors: Partial<Record<MenuField, MenuRuleError>> = {};
  const name = text(fields.name);
  if (name === '') errors.name = { key: 'menuNameRequired' };
  else if (namesInUse.has(name)) errors.name = { key: 'menuNameTaken' };
  if (text(fields.path) === '') errors.path = { key: 'menuPathRequired' };
  if (text(fields.component) === '') errors.component = { key: 'menuComponentRequired' };
  if (text(fields.title) === '') errors.title = { key: 'menuTitleRequired' };
  const icon = text(fields.icon);
  if (icon !== '' && !isValidIconName(icon)) errors.icon = { key: 'menuIconInvalid' };
  return errors;
}
