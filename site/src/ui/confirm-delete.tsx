import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** How a list deletes one of its items after asking. */
export interface ConfirmedDelete<T> {
  /** The item as the delete button names it ('Delete {name}'). */
  name: (item: T) => string;
  /** What the confirmation asks about the item. */
  message: (item: T) => string;
  /** A delete is under way: the dialog's buttons wait. */
  busy: boolean;
  /** Deletes the item; `done` closes the confirmation (left open when the delete failed). */
  onConfirm: (item: T, done: () => void) => void;
}

/** The red bin button of a row or card, named for what it deletes. */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Button variant="ghost" aria-label={`${t('confirm.delete')} ${name}`} onClick={onClick}>
      <Trash2 className="size-4 text-red-600" aria-hidden />
    </Button>
  );
}

/** `ask(item)` opens the confirmation for that item; render `dialog` once beside the list. */
export function useConfirmDelete<T>({ message, busy, onConfirm }: Omit<ConfirmedDelete<T>, 'name'>): {
  ask: (item: T) => void;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState<{ item: T }>();
  const dialog = (
    <ConfirmDialog
      open={asking !== undefined}
      onOpenChange={(open) => !open && setAsking(undefined)}
      message={asking ? message(asking.item) : ''}
      busy={busy}
      onConfirm={() => asking && onConfirm(asking.item, () => setAsking(undefined))}
    />
  );
  return { ask: (item) => setAsking({ item }), dialog };
}
