import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { storyCases } from '../../test/story-harness';
import * as loadView from './load-view.stories';

/** The one load-state view: a spinner, 'Loading failed, click to retry' with the network message when the network failed, or the content. */
describe('load view stories', () => {
  const retry = () => screen.getByRole('button', { name: 'Loading failed, click to retry' });
  storyCases(loadView, {
    Loading: () => expect(screen.getByRole('status')).toHaveTextContent('Please wait...'),
    Failed: () => {
      expect(retry()).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    NetworkFailed: () => {
      expect(retry()).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('The network is slow or offline');
    },
    Loaded: () => expect(screen.getByText('Loaded content')).toBeInTheDocument(),
  });
});
