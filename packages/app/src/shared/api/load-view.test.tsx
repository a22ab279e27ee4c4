import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { translate } from '../i18n/i18n';
import { storyCases } from '../../test/story-harness';
import * as loadView from './load-view.stories';

/** The one load-state view: a spinner, 'Loading failed, click to retry' with the network message when the network failed, the empty slot, or the content (a failure under content that stays). */
describe('load view stories', () => {
  const retry = () => screen.getByRole('button', { name: translate('load_failed') });
  storyCases(loadView, {
    Loading: () => expect(screen.getByRole('status')).toHaveTextContent(translate('in_please_wait')),
    Failed: () => {
      expect(retry()).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    NetworkFailed: () => {
      expect(retry()).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(translate('errors.network'));
    },
    Loaded: () => expect(screen.getByText('Loaded content')).toBeInTheDocument(),
    Empty: () => {
      expect(screen.getByText('Nothing yet')).toBeInTheDocument();
      expect(screen.queryByRole('status')).toBeNull();
    },
    MoreFailed: () => {
      expect(screen.getByText('Loaded content')).toBeInTheDocument();
      expect(retry()).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(translate('errors.network'));
    },
  });
});
