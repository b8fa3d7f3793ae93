import { useTranslate } from '@tolgee/react';
import { useEffect, useState } from 'react';
import type { ChoiceItem } from './controls/control-types';
import type { FieldOption, FieldOptions, OptionLoader } from './types';

interface Loaded {
  loader: OptionLoader | undefined;
  options: FieldOption[];
}

/** An option's label: its own text, else its translated key, else the value itself. */
export function optionLabel(option: FieldOption, t: (key: string) => string): string {
  if (option.label !== undefined) return option.label;
  return option.labelKey ? t(option.labelKey) : String(option.value);
}

/** The field's choices in the reader's language; a loader runs once per loader function. */
export function useFieldOptions(source: FieldOptions | undefined): { items: ChoiceItem[]; loading: boolean } {
  const { t } = useTranslate();
  const loader = typeof source === 'function' ? source : undefined;
  const [loaded, setLoaded] = useState<Loaded>({ loader: undefined, options: [] });

  useEffect(() => {
    if (!loader) return;
    let live = true;
    loader()
      .then((options) => live && setLoaded({ loader, options }))
      // a failed dictionary leaves the field empty; the request client has said why
      .catch(() => live && setLoaded({ loader, options: [] }));
    return () => {
      live = false;
    };
  }, [loader]);

  const options = Array.isArray(source) ? source : loaded.loader === loader ? loaded.options : [];
  return {
    items: options.map((option) => ({
      value: option.value,
      label: optionLabel(option, t),
      disabled: option.disabled,
    })),
    loading: Boolean(loader) && loaded.loader !== loader,
  };
}
