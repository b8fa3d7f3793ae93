/** What a developer needs to find a render error, as plain text a user can copy into a report. */
export function errorDetail(
  error: unknown,
  { path, componentStack, at = new Date() }: { path: string; componentStack?: string | null; at?: Date },
): string {
  const lines = [
    describe(error),
    `page: ${path}`,
    `at: ${at.toISOString()}`,
    `browser: ${navigator.userAgent}`,
  ];
  const stack = error instanceof Error && error.stack ? error.stack : '';
  // V8 starts the stack with the message again
  const frames = stack.startsWith(describe(error)) ? stack.slice(describe(error).length) : stack;
  if (frames.trim()) lines.push('', 'stack:', frames.replace(/^\n/, ''));
  if (componentStack?.trim()) lines.push('', 'components:', componentStack.replace(/^\n/, ''));
  return lines.join('\n');
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** A lazy page whose code could not be fetched (a new release replaced it, the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}
