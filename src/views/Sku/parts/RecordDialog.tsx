import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Dialog } from '@/components/Dialog/Dialog';

export interface RecordDialogProps {
  opened: boolean;
  onClose: () => void;
  /** display text */
  title: string;
  children: ReactNode;
  size?: number;
}

/** A sub-record's form in a dialog: the whole screen on a phone. */
export function RecordDialog({ opened, onClose, title, children, size = 720 }: RecordDialogProps) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      defaultFullScreen={phone}
      resizable={!phone}
      draggable={!phone}
    >
      {opened ? children : null}
    </Dialog>
  );
}
