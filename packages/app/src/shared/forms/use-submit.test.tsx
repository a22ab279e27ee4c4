import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { useUiStore } from '../stores/ui-store';
import { FormAlert } from './form-alert';
import { useSubmit } from './use-submit';

/** A form with one field; `send` decides each answer. */
function Harness({ send, timeoutMs }: { send: () => Promise<string>; timeoutMs?: number }) {
  const submit = useSubmit({ fields: ['code'] as const }, timeoutMs);
  const problem = submit.fieldProblem('code');
  return (
    <MemoryRouter>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit.run(send, (v) => {
            useUiStore.getState().showToast({ kind: 'success', messageKey: v });
          });
        }}
      >
        <input aria-label="Code" ref={submit.fieldRef('code')} defaultValue="1234" />
        {problem ? <span role="alert">{problem.messageKey}</span> : null}
        <FormAlert problem={submit.problem} alertRef={submit.alertRef} onRetry={submit.retry} />
        <button type="submit">Send</button>
      </form>
    </MemoryRouter>
  );
}

const fail = (code: string, value: Record<string, unknown> | null = null) => Promise.reject(ApiError.fromEnvelope(code, 0, value));

describe('useSubmit', () => {
  it('moves focus to the field the answer names and shows its message there', async () => {
    render(<Harness send={() => fail('verify.code.error', { field: 'code' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('errors.verify_code')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('1234');
  });

  it('a network failure fills the aria-live alert, focuses it, and "Try again" sends again', async () => {
    let calls = 0;
    render(
      <Harness
        send={() =>
          ++calls === 1
            ? Promise.reject(new ApiError({ code: 'network', status: 0, i18nKey: 'errors.network', reaction: 'toast' }))
            : Promise.resolve('ok')
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByText(/No connection: your request did not reach us/);
    const region = alert.closest('[aria-live]')!;
    expect(region).toHaveAttribute('aria-live', 'assertive');
    await waitFor(() => expect(region).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls).toBe(2);
    expect(useUiStore.getState().toasts.map((t) => t.messageKey)).toContain('ok');
    expect(screen.queryByText(/No connection/)).toBeNull();
  });

  it('a submit without an answer in time says so; the late answer still lands', async () => {
    let answer: (v: string) => void = () => undefined;
    render(<Harness timeoutMs={30} send={() => new Promise<string>((resolve) => (answer = resolve))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/No answer from the server yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    act(() => answer('late'));
    await screen.findByRole('button', { name: 'Send' });
    await act(async () => Promise.resolve());
    expect(useUiStore.getState().toasts.map((t) => t.messageKey)).toContain('late');
    expect(screen.queryByText(/No answer from the server yet/)).toBeNull();
  });

  it('a toast code becomes a toast with its text; the form alert stays empty', async () => {
    render(<Harness send={() => fail('sms.too.frequent')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => Promise.resolve());
    expect(useUiStore.getState().toasts).toEqual([expect.objectContaining({ kind: 'error', messageKey: 'errors.sms_too_frequent' })]);
    expect(document.querySelector('.form-alert')).toBeEmptyDOMElement();
  });
});
