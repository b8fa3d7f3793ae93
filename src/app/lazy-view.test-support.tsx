import { Component, type ReactNode } from 'react';
import { vi } from 'vitest';

/** The tests' view: its name on screen. */
export function Page({ name }: { name: string }) {
  return <p>page {name}</p>;
}

/** A module load the test settles by hand. */
export function deferredModule() {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Page }>((resolve, reject) => {
        settle = { resolve: () => resolve({ default: Page }), reject };
      }),
  );
  return { load, settle: () => settle };
}

/** An error boundary that shows the error's message. */
export class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}
