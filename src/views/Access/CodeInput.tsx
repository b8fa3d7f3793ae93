import { Input, PinInput } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import { CODE_LENGTH } from '@/api/rules/account';

interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
}

/** The 6-digit code, one box a digit; each box is labelled, the message read with each. */
export function CodeInput({ value, onChange, error, autoFocus }: CodeInputProps) {
  const { t } = useTranslate();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      label={t('access.fields.code')}
      labelProps={{ htmlFor: `${id}-1` }}
      error={error}
      errorProps={{ id: errorId }}
      withAsterisk
    >
      <PinInput
        id={id}
        length={CODE_LENGTH}
        type="number"
        oneTimeCode
        gap="xs"
        autoFocus={autoFocus}
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        getInputProps={(index) => ({
          'aria-label': t('access.fields.codeDigit', { index: index + 1 }),
          'aria-describedby': error ? errorId : undefined,
        })}
      />
    </Input.Wrapper>
  );
}
