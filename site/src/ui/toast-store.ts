import { useSyncExternalStore } from 'react';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

/** Spec part 1 §9: at most one toast shows; a new one replaces it. */
let current: ToastMessage | undefined;
let nextId = 1;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function toast(message: Omit<ToastMessage, 'id'>) {
  current = { ...message, id: nextId++ };
  notify();
}

export function dismissToast(id: number) {
  if (current?.id !== id) return;
  current = undefined;
  notify();
}

export function useCurrentToast(): ToastMessage | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => undefined,
  );
}
