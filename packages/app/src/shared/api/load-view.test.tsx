import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryProviders } from '../../test/story-providers';
import { translate } from '../i18n/i18n';
import { storyCases } from '../../test/story-harness';
import { LoadView, type LoadState, type LoadViewProps } from './load-view';
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

/** What shows while a load runs with an answer on screen, and the failed slot a screen words or replaces. */
describe('load view slots', () => {
  const state = (s: Partial<LoadState<string[]>> & { loading?: boolean }): LoadState<string[]> => ({
    status: 'ok',
    data: ['Game one'],
    failure: null,
    reload: () => {},
    ...s,
  });
  const show = (props: Omit<LoadViewProps<string[]>, 'children'>) =>
    render(
      <StoryProviders>
        <LoadView {...props}>{(d) => <p>{d.join(', ')}</p>}</LoadView>
      </StoryProviders>,
    );
  const spinner = () => screen.queryByRole('status');
  const retry = (name = translate('load_failed')) => screen.queryByRole('button', { name });

  it('keeps the content alone while it reloads, by default', () => {
    show({ state: state({ loading: true }) });
    expect(screen.getByText('Game one')).toBeInTheDocument();
    expect(spinner()).toBeNull();
  });

  it('below: the content with the spinner under it; the failure and the empty line wait for the load', () => {
    const { unmount } = show({ state: state({ status: 'error', failure: 'network', loading: true }), reloading: 'below' });
    expect(screen.getByText('Game one')).toBeInTheDocument();
    expect(spinner()).toHaveTextContent(translate('in_please_wait'));
    expect(retry()).toBeNull();
    unmount();
    show({ state: state({ data: [], loading: true }), reloading: 'below', empty: <p>No games</p> });
    expect(screen.queryByText('No games')).toBeNull();
    expect(spinner()).toBeInTheDocument();
  });

  it('blank: the loading slot instead of the content while it reloads', () => {
    show({ state: state({ loading: true }), reloading: 'blank' });
    expect(screen.queryByText('Game one')).toBeNull();
    expect(spinner()).toBeInTheDocument();
  });

  it("words the retry for what failed, or gives the failed slot to the screen's own", () => {
    const { unmount } = show({
      state: state({ status: 'error', data: null, failure: 'failed' }),
      failedText: translate('games.loadFailed'),
    });
    expect(retry(translate('games.loadFailed'))).toBeInTheDocument();
    unmount();
    show({ state: state({ status: 'error', data: null, failure: 'failed' }), failed: <p>Closed for good</p> });
    expect(screen.getByText('Closed for good')).toBeInTheDocument();
    expect(retry()).toBeNull();
  });
});
