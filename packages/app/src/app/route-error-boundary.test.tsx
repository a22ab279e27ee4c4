import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app';
import { RouteErrorBoundary } from './route-error-boundary';

/** A screen that fails to render while `broken` is set (React itself retries a failed render once). */
let broken = false;
function Flaky() {
  if (broken) throw new Error('render failure');
  return <p>The screen</p>;
}

describe('RouteErrorBoundary (never a blank screen)', () => {
  it("shows 'Loading failed, click to retry' for a screen that fails to render, and retry renders it again", async () => {
    // React and the boundary report the failure on the console: expected here.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/m/help']}>
          <RouteErrorBoundary>
            <Flaky />
          </RouteErrorBoundary>
        </MemoryRouter>
      </AppProviders>,
    );
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    expect(screen.getByRole('alert')).toContainElement(retry);
    expect(screen.queryByText('The screen')).toBeNull();
    expect(errors).toHaveBeenCalled();
    broken = false;
    await userEvent.click(retry);
    expect(await screen.findByText('The screen')).toBeInTheDocument();
  });
});
