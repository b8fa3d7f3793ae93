import { Button, FocusTrap, Group, Paper, Portal, Text } from '@mantine/core';
import { useId, useUncontrolled, useViewportSize } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { padBox, placeCard } from './tour-position';
import { useTargetBox, type TourTarget } from './use-target-box';
import classes from './Tour.module.css';

export interface TourStep {
  /** the element to highlight: a selector or a function; the card is centred without one */
  target?: TourTarget;
  title: string;
  content: ReactNode;
}

export interface TourProps {
  steps: TourStep[];
  opened: boolean;
  /** `finished` is true after the last step, false when skipped (Skip, Escape) */
  onClose: (finished: boolean) => void;
  step?: number;
  defaultStep?: number;
  onStepChange?: (step: number) => void;
}

const CARD_WIDTH = 320;
const HIGHLIGHT_PADDING = 6;

/**
 * A guided tour: each step dims the page around one element and explains it in a card placed
 * beside it (docked at the bottom when there is no room, as on a phone). Next, previous, skip;
 * ←/→ and Escape from the keyboard. The card keeps the focus while it is open.
 */
export function Tour({ steps, opened, onClose, step, defaultStep = 0, onStepChange }: TourProps) {
  const { t } = useTranslate();
  const [index, setIndex] = useUncontrolled({
    value: step,
    defaultValue: defaultStep,
    finalValue: 0,
    onChange: onStepChange,
  });
  const current = steps[Math.min(index, steps.length - 1)];
  const viewport = useViewportSize();
  const target = useTargetBox(current?.target, opened && Boolean(current), index);
  const card = useRef<HTMLDivElement>(null);
  // the card is placed once its height is known; hidden for that first frame
  const [cardHeight, setCardHeight] = useState<number | null>(null);
  const titleId = useId();
  const bodyId = useId();

  // focus goes back where it was (the button that started the tour) when the tour ends
  useEffect(() => {
    if (!opened) return;
    const before = document.activeElement;
    return () => {
      if (before instanceof HTMLElement) before.focus();
    };
  }, [opened]);

  // measured when the card appears (the portal mounts it a render later) and when it changes
  const measureCard = useCallback((node: HTMLDivElement | null) => {
    card.current = node;
    if (node) setCardHeight(node.offsetHeight);
  }, []);
  useLayoutEffect(() => {
    if (card.current) setCardHeight(card.current.offsetHeight);
  }, [index, viewport.width]);

  if (!opened || !current) return null;
  const last = index >= steps.length - 1;
  const width = Math.min(CARD_WIDTH, Math.max(0, viewport.width - 24));
  const highlight = target ? padBox(target, HIGHLIGHT_PADDING) : null;
  const place = placeCard(highlight, { width, height: cardHeight ?? 0 }, viewport);
  const next = () => (last ? onClose(true) : setIndex(index + 1));
  const previous = () => setIndex(Math.max(0, index - 1));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose(false);
    else if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <Portal>
      <div className={classes.blocker} data-dimmed={highlight ? undefined : true} />
      {highlight ? (
        <div
          className={classes.highlight}
          style={{
            top: highlight.top,
            left: highlight.left,
            width: highlight.width,
            height: highlight.height,
          }}
          data-tour-highlight
        />
      ) : null}
      <FocusTrap active innerRef={measureCard}>
        <Paper
          className={classes.card}
          shadow="xl"
          radius="md"
          p="md"
          withBorder
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={bodyId}
          data-placement={place.placement}
          style={{
            top: place.top,
            left: place.left,
            width,
            visibility: cardHeight === null ? 'hidden' : 'visible',
          }}
          onKeyDown={onKeyDown}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
            <Text id={titleId} fw={600}>
              {current.title}
            </Text>
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('widgets.tour.progress', { current: index + 1, total: steps.length })}
            </Text>
          </Group>
          <Text id={bodyId} fz="sm" component="div">
            {current.content}
          </Text>
          <Group justify="space-between" mt="md" gap="xs" wrap="nowrap">
            <Button variant="subtle" color="gray" size="xs" onClick={() => onClose(false)}>
              {t('widgets.tour.skip')}
            </Button>
            <Group gap="xs" wrap="nowrap">
              <Button variant="default" size="xs" onClick={previous} disabled={index === 0}>
                {t('widgets.tour.previous')}
              </Button>
              <Button size="xs" onClick={next} data-autofocus>
                {last ? t('widgets.tour.done') : t('widgets.tour.next')}
              </Button>
            </Group>
          </Group>
        </Paper>
      </FocusTrap>
    </Portal>
  );
}
