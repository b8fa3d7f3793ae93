import { Anchor, Checkbox, Group, Input, Text, type CheckboxProps } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { MouseEvent, ReactNode } from 'react';
import { agreementParts, type AgreementLink } from './agreement-parts';
import classes from './IAgree.module.css';

export interface IAgreeProps extends Omit<CheckboxProps, 'label' | 'onChange' | 'checked' | 'error'> {
  /** the whole sentence, links included ("I have read and agree to the Terms and the Privacy policy") */
  text: string;
  links?: AgreementLink[];
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  /** shown under the sentence (a form's "please agree") */
  error?: ReactNode;
}

function LinkPart({ link, text }: { link: AgreementLink; text: string }) {
  if (link.onOpen || !link.href)
    return (
      <Anchor component="button" type="button" fz="inherit" className={classes.link} onClick={link.onOpen}>
        {text}
      </Anchor>
    );
  return (
    <Anchor href={link.href} target="_blank" rel="noreferrer" fz="inherit">
      {text}
    </Anchor>
  );
}

/**
 * An agreement checkbox whose sentence holds links to what is agreed to. The sentence is not a
 * <label>: following a link opens it and leaves the box as it was, while a click on the rest of the
 * sentence ticks the box. The box is named by the whole sentence.
 */
export function IAgree({ text, links = [], checked, onChange, error, disabled, id, ...others }: IAgreeProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const sentenceId = `${inputId}-sentence`;
  const toggle = (event: MouseEvent) => {
    if (disabled || (event.target instanceof Element && event.target.closest('a, button'))) return;
    onChange?.(!checked);
  };
  return (
    <div>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Checkbox
          {...others}
          id={inputId}
          disabled={disabled}
          checked={checked}
          error={Boolean(error)}
          onChange={(event) => onChange?.(event.currentTarget.checked)}
          aria-labelledby={sentenceId}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-error` : undefined}
          mt={2}
        />
        <Text
          id={sentenceId}
          fz="sm"
          className={classes.sentence}
          data-disabled={disabled || undefined}
          onClick={toggle}
        >
          {agreementParts(text, links).map((part, index) =>
            part.kind === 'text' ? (
              <span key={index}>{part.text}</span>
            ) : (
              <LinkPart key={index} link={part.link} text={part.text} />
            ),
          )}
        </Text>
      </Group>
      {error ? (
        <Input.Error id={`${inputId}-error`} mt={4}>
          {error}
        </Input.Error>
      ) : null}
    </div>
  );
}
