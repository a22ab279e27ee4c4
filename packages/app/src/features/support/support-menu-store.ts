import { create } from 'zustand';

/**
 * Whether the support menu modal is open. Any service button (header, footer menu, side
 * menu, floating contact menu) opens it with `openSupportMenu()`; `<SupportMenuHost />` (mounted
 * once by the app frame) draws it. Tiny on purpose: the modal itself is a lazy chunk.
 */
interface SupportMenuState {
  open: boolean;
}

export const useSupportMenuStore = create<SupportMenuState>()(() => ({ open: false }));
export const openSupportMenu = (): void => useSupportMenuStore.setState({ open: true });
export const closeSupportMenu = (): void => useSupportMenuStore.setState({ open: false });
