import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import { PasswordChecklist } from './PasswordChecklist';
import { strengthLevel } from './strength';
import { StrengthMeter } from './StrengthMeter';

export interface InputPasswordProps extends Omit<PasswordInputProps, 'value' | 'defaultValue' | 'onChange'> {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** the strength meter under the field, default true */
  withStrength?: boolean;
  /** the rule checklist under the meter, default false */
  withChecklist?: boolean;
}

/**
 * A password field with a show/hide toggle, a four-level strength meter and, if asked, the account
 * rule as a checklist. Strength and rule come from `src/api/rules/account.ts`, which the back-end
 * enforces too.
 */
export function InputPassword({
  value,
  defaultValue,
  onChange,
  withStrength = true,
  withChecklist = false,
  description,
  disabled,
  ...others
}: InputPasswordProps) {
  const { t } = useTranslate();
  const [current, setCurrent] = useUncontrolled({ value, defaultValue, finalValue: '', onChange });
  return (
    <div>
      <PasswordInput
        {...others}
        disabled={disabled}
        description={description}
        value={current}
        onChange={(event) => setCurrent(event.currentTarget.value)}
        visibilityToggleButtonProps={{ 'aria-label': t('widgets.password.toggle') }}
      />
      {withStrength && !disabled ? (
        <StrengthMeter level={strengthLevel(current)} empty={current === ''} />
      ) : null}
      {withChecklist && !disabled ? <PasswordChecklist value={current} /> : null}
    </div>
  );
}
