import { Alert, List } from '@mantine/core';

export interface FormNoticesProps {
  /** what was refused, in words: a server's reasons, or a check of the whole form */
  notices: readonly string[];
  /** says what the reasons are about (the order was not saved…) */
  title?: string;
}

/**
 * What a form's save was refused for that belongs to no one field (those show at their field): one
 * alert above the form, its reasons listed. Nothing while there are none.
 */
export function FormNotices({ notices, title }: FormNoticesProps) {
  if (notices.length === 0) return null;
  return (
    <Alert color="red" title={title} role="alert">
      {notices.length === 1 && !title ? (
        notices[0]
      ) : (
        <List size="sm">
          {notices.map((notice) => (
            <List.Item key={notice}>{notice}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
