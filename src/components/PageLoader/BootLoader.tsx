/** Shown before the theme and the messages exist: plain markup, no Mantine, no text. */
export function BootLoader() {
  return (
    <div className="boot-loader" role="status" aria-busy="true">
      <div className="boot-loader__spinner" />
    </div>
  );
}
