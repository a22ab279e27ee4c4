import { safeUrl } from '../../shared/safe-url';
import { useUiStore } from '../../shared/stores/ui-store';

/**
 * Opens a server URL (chat, download, social channel) in a new window after safeUrl(). A URL that
 * fails the allow-list is not followed; a window the browser refuses shows 'Popup blocked.
 * Please allow popups and try again.'. Returns whether a window opened.
 */
export function openExternal(url: string | null | undefined): boolean {
  const safe = safeUrl(url);
  const { showToast } = useUiStore.getState();
  if (!safe) {
    showToast({ kind: 'error', messageKey: 'errors.unknown' });
    return false;
  }
  let win: Window | null = null;
  try {
    win = window.open(safe, '_blank', 'noopener');
  } catch {
    win = null;
  }
  // With 'noopener' some browsers answer null even when the window opened; only a thrown or
  // a closed window is a block we can be sure of, so a null answer is checked once more without it.
  if (!win) {
    try {
      win = window.open(safe, '_blank');
      if (win) win.opener = null;
    } catch {
      win = null;
    }
  }
  if (!win) {
    showToast({ kind: 'error', messageKey: 'errors.popup_blocked' });
    return false;
  }
  return true;
}
