import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './modal';

/** A page with a button that opens the modal, as the app uses it (controlled `open`). */
function Harness({ onClose, ...props }: Partial<ModalProps> & { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open login
      </button>
      <Modal
        title="Login"
        closeLabel="Close"
        {...props}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <label>
          Username <input />
        </label>
        <button type="button">Submit</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Login" closeLabel="Close" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a modal dialog named by its title, in document.body, with focus inside', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });

  it('focuses the dialog itself, never the close button, while its content has nothing to focus (a form still loading)', async () => {
    const user = userEvent.setup();
    function Loading() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open register
          </button>
          <Modal open={open} onClose={() => setOpen(false)} title="Register" closeLabel="Close">
            <p>Loading</p>
          </Modal>
        </>
      );
    }
    render(<Loading />);
    await user.click(screen.getByRole('button', { name: 'Open register' }));
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    expect(dialog).toHaveFocus();
    // The next Tab reaches the close button, inside the dialog.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open login' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a mask tap unless closeOnMask is false', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { unmount } = render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    await user.click(screen.getByTestId('modal-mask'));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    const onCloseKept = vi.fn();
    render(<Harness onClose={onCloseKept} closeOnMask={false} />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    await user.click(screen.getByTestId('modal-mask'));
    expect(onCloseKept).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('ignores Escape when closeOnEscape is false', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} closeOnEscape={false} />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    // Username -> Submit -> wraps to the close button at the top, never the page behind.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });

  it('stays mounted through its exit animation, then is removed (zoom 300 ms, fade 200 ms)', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Modal open onClose={() => {}} title="Notice" closeLabel="Close" />);
    rerender(<Modal open={false} onClose={() => {}} title="Notice" closeLabel="Close" />);
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<Modal open onClose={() => {}} title="Notice" closeLabel="Close" animation="fade" />);
    rerender(<Modal open={false} onClose={() => {}} title="Notice" closeLabel="Close" animation="fade" />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets only the topmost of two stacked modals close on Escape', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <Modal open onClose={outer} title="Register" closeLabel="Close" />
        <Modal open onClose={inner} title="Terms" closeLabel="Close" />
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('shows the footer and uses ariaLabel when there is no title', () => {
    render(
      <Modal open onClose={() => {}} closeLabel="Close" ariaLabel="Install guide" footer={<button type="button">OK</button>}>
        Step 1
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Install guide' });
    expect(dialog).toHaveTextContent('Step 1');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('locks page scroll while any modal is open, and gives it back when the last one closes, in either order', () => {
    document.body.style.overflow = 'auto';
    const two = (a: boolean, b: boolean) => (
      <>
        <Modal open={a} onClose={() => {}} title="Login" closeLabel="Close" />
        <Modal open={b} onClose={() => {}} title="Security check" closeLabel="Close" />
      </>
    );
    const { rerender } = render(two(true, false));
    expect(document.body.style.overflow).toBe('hidden');
    rerender(two(true, true));
    // The first modal closes under the second: the page must stay locked, then scroll again.
    rerender(two(false, true));
    expect(document.body.style.overflow).toBe('hidden');
    rerender(two(false, false));
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });
});
