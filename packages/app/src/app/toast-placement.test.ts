import { afterEach, describe, expect, it } from 'vitest';
import { toastPlacement } from './toast-placement';

// Toasts never cover the field being edited.
function fieldAt(top: number, height = 40, tag = 'input') {
  const el = document.createElement(tag);
  el.getBoundingClientRect = () =>
    ({ top, bottom: top + height, left: 0, right: 300, width: 300, height, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
  document.body.append(el);
  return el;
}

describe('toastPlacement', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps the usual place when nothing is being typed into', () => {
    expect(toastPlacement(null, 812)).toBe('center');
    expect(toastPlacement(fieldAt(200, 40, 'button'), 812)).toBe('center');
  });

  it('goes to the bottom when the field is in the upper half (the login username)', () => {
    expect(toastPlacement(fieldAt(220), 812)).toBe('bottom');
    expect(toastPlacement(fieldAt(300, 80, 'textarea'), 812)).toBe('bottom');
  });

  it("after a form is sent (focus on its button), keeps clear of the form's first field", () => {
    const form = document.createElement('form');
    document.body.append(form);
    const user = fieldAt(220);
    const send = document.createElement('button');
    form.append(user, send);
    expect(toastPlacement(send, 812)).toBe('bottom');
  });

  it('with the focus dropped to the page while a dialog form sends, keeps clear of that form', () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    const form = document.createElement('form');
    dialog.append(form);
    document.body.append(dialog);
    form.append(fieldAt(250));
    expect(toastPlacement(document.body, 812)).toBe('bottom');
  });

  it('goes to the top when the field is in the lower half', () => {
    expect(toastPlacement(fieldAt(600), 812)).toBe('top');
  });
});
