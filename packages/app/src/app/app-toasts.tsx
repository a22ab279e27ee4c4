import { ToastHost, type ToastItem } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../shared/stores/ui-store';
import { toastPlacement } from './toast-placement';

/** The ui ToastHost fed from the ui store; texts are translated at render so a language switch re-translates them. */
export function AppToasts() {
  const { t } = useTranslation();
  const toasts = useUiStore((s) => s.toasts);
  const dismissToast = useUiStore((s) => s.dismissToast);
  const hold = useUiStore((s) => s.holdToasts);
  const items: ToastItem[] = toasts.map((x) => ({
    id: x.id,
    kind: x.kind,
    message: t(x.messageKey, x.params ?? {}),
    durationMs: x.durationMs,
  }));
  // Read when the toasts change (this render): the field in focus then decides the side.
  const placement =
    items.length > 0 && typeof document !== 'undefined' ? toastPlacement(document.activeElement, window.innerHeight) : 'center';
  return <ToastHost toasts={items} onDismiss={dismissToast} placement={placement} hold={hold} />;
}
