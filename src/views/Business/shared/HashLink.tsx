import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { navigate } from '@/app/router/hash-location';

export interface HashLinkProps extends AnchorProps {
  /** a console path with its query: `/inventory/list?warehouseCode=USEA` */
  to: string;
  children: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
  title?: string;
}

/** A link inside the console: a real `#` href (open in a new tab, copy) that navigates in place. */
export function HashLink({ to, children, ...rest }: HashLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Anchor href={`#${to}`} onClick={follow} {...rest}>
      {children}
    </Anchor>
  );
}
