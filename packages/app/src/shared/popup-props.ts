/** What the frame's popup host hands each account popup. */
export interface PopupProps {
  /** Closes the popup: the popup routes go to /m/home. */
  onClose: () => void;
}
