import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import type { Locale } from '@machines/types';
import { StoryProviders } from '../../../stories/support/StoryProviders';
import { Form, type FormProps } from './Form';
import type { FormSchema } from './types';
import { useForm, type FormController } from './use-form';

// Test helpers of the form, table and search tests; not a test file itself.

/** Renders a component with the console's providers (Mantine, Tolgee with both languages). */
export function renderWithProviders(ui: ReactNode, lang: Locale = 'zh-CN') {
  const view = render(
    <StoryProviders locale={lang} dark={false}>
      {ui}
    </StoryProviders>,
  );
  return {
    ...view,
    switchLanguage: (next: Locale) =>
      view.rerender(
        <StoryProviders locale={next} dark={false}>
          {ui}
        </StoryProviders>,
      ),
  };
}

/** Where a test reaches the form's API from outside. */
export interface ControllerBox<V> {
  current: FormController<V> | null;
}

/** A box the harness fills with the form's controller after each render. */
export function controllerBox<V>(): ControllerBox<V> & { keep: (form: FormController<V>) => void } {
  const box: ControllerBox<V> & { keep: (form: FormController<V>) => void } = {
    current: null,
    keep: (form) => {
      box.current = form;
    },
  };
  return box;
}

interface HarnessProps<V> extends Omit<FormProps<V>, 'form'> {
  schema: FormSchema<V>;
  onController: (form: FormController<V>) => void;
}

export function FormHarness<V extends object>({ schema, onController, ...props }: HarnessProps<V>) {
  const form = useForm<V>({ schema });
  useEffect(() => onController(form));
  return <Form form={form} aria-label="test form" {...props} />;
}
