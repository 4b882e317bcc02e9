"use client";

// Spec §2 (cart dropdown): the header's cart panel opens when an item is added and closes by
// itself after 5 seconds. A shopper who points at it or moves focus into it keeps it open.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { CART_DROPDOWN_AUTO_CLOSE_MS } from "./constants";

export interface CartDropdownContextValue {
  isOpen: boolean;
  /** Opens until closed (the cart button). */
  open: () => void;
  close: () => void;
  toggle: () => void;
  /** Opens and closes by itself after CART_DROPDOWN_AUTO_CLOSE_MS (an item was added). */
  timedOpen: () => void;
  /** The shopper is pointing at or working in the panel: it stays open. */
  pauseAutoClose: () => void;
  /** The shopper left a panel that opened by itself: it closes after the full delay again. */
  resumeAutoClose: () => void;
}

const CartDropdownContext = createContext<CartDropdownContextValue | null>(null);

export function CartDropdownProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Whether the panel is open because an item was added (and so should close by itself).
  const autoClosing = useRef(false);

  const cancelTimer = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const scheduleClose = useCallback(() => {
    cancelTimer();
    timer.current = setTimeout(() => {
      autoClosing.current = false;
      setIsOpen(false);
    }, CART_DROPDOWN_AUTO_CLOSE_MS);
  }, [cancelTimer]);

  const open = useCallback(() => {
    cancelTimer();
    autoClosing.current = false;
    setIsOpen(true);
  }, [cancelTimer]);

  const close = useCallback(() => {
    cancelTimer();
    autoClosing.current = false;
    setIsOpen(false);
  }, [cancelTimer]);

  // Each timed opening counts; the countdown starts once the open panel has been committed (the
  // effect below), so the shopper sees it for the full delay even when rendering it was slow.
  const [timedOpenings, setTimedOpenings] = useState(0);
  const timedOpen = useCallback(() => {
    cancelTimer();
    autoClosing.current = true;
    setIsOpen(true);
    setTimedOpenings((count) => count + 1);
  }, [cancelTimer]);
  useEffect(() => {
    if (timedOpenings > 0 && autoClosing.current) scheduleClose();
  }, [timedOpenings, scheduleClose]);

  const pauseAutoClose = cancelTimer;

  const resumeAutoClose = useCallback(() => {
    if (autoClosing.current) scheduleClose();
  }, [scheduleClose]);

  useEffect(() => cancelTimer, [cancelTimer]);

  const value = useMemo<CartDropdownContextValue>(
    () => ({
      isOpen,
      open,
      close,
      toggle: isOpen ? close : open,
      timedOpen,
      pauseAutoClose,
      resumeAutoClose,
    }),
    [isOpen, open, close, timedOpen, pauseAutoClose, resumeAutoClose],
  );

  return <CartDropdownContext.Provider value={value}>{children}</CartDropdownContext.Provider>;
}

/** Spec §8: the cart dropdown hook says which provider it needs. */
export function useCartDropdown(): CartDropdownContextValue {
  const context = useContext(CartDropdownContext);
  if (!context) throw new Error("useCartDropdown must be used within a CartDropdownProvider");
  return context;
}
