import { cleanup, screen, waitFor } from '@testing-library/react';
import { nprogressStore } from '@mantine/nprogress';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '@/test/render-widget';
import { zh } from '@/test/messages';
import { PageLoader } from './PageLoader';

afterEach(cleanup);

const state = () => nprogressStore.getState();
const loaders = () => screen.queryAllByRole('status', { name: zh('common.loading') });

describe('PageLoader', () => {
  it('runs the navigation bar from the first loader on screen until the last one goes', async () => {
    const first = renderWidget(<PageLoader />);
    await waitFor(() => expect(loaders()).toHaveLength(1));
    expect(state().mounted).toBe(true);
    const second = renderWidget(<PageLoader fullScreen />);
    await waitFor(() => expect(loaders()).toHaveLength(2));

    first.unmount();
    // one loader still shows: still loading
    expect(state().mounted).toBe(true);
    expect(state().progress).toBeLessThan(100);

    second.unmount();
    expect(state().progress).toBe(100);
    // ended for good: no step of the bar's timer starts it again
    await waitFor(() => expect(state().progress).toBe(0));
    expect(state().mounted).toBe(false);
  });
});
