import { Text, type TextProps } from '@mantine/core';
import { useMemo, type CSSProperties } from 'react';
import classes from './Highlight.module.css';
import { splitByKeywords } from './highlight-parts';

export interface HighlightProps extends Omit<TextProps, 'children'> {
  /** the text to show */
  children: string;
  keywords: readonly string[];
  /** any CSS colour or Mantine colour variable; the primary colour when left out */
  color?: string;
  caseSensitive?: boolean;
  /** makes each keyword a button; called with the keyword as given in `keywords` */
  onKeywordClick?: (keyword: string) => void;
}

/** A text whose keywords stand out in a colour and, given `onKeywordClick`, can be clicked. */
export function Highlight({
  children,
  keywords,
  color = 'var(--mantine-color-anchor)',
  caseSensitive = false,
  onKeywordClick,
  ...textProps
}: HighlightProps) {
  const parts = useMemo(
    () => splitByKeywords(children, keywords, caseSensitive),
    [children, keywords, caseSensitive],
  );
  const style = { '--highlight-color': color } as CSSProperties;
  return (
    <Text {...textProps}>
      {parts.map((part, index) => {
        if (part.keyword === undefined) return part.text;
        const keyword = part.keyword;
        return onKeywordClick ? (
          <button
            key={index}
            type="button"
            className={classes.keyword}
            style={style}
            onClick={() => onKeywordClick(keyword)}
          >
            {part.text}
          </button>
        ) : (
          <span key={index} className={classes.keyword} style={style}>
            {part.text}
          </span>
        );
      })}
    </Text>
  );
}
