import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
  onConfirm: () => void;
  busy?: boolean;
}

/** Asks before anything is deleted; the destructive button names the action. */
export function ConfirmDialog({ open, onOpenChange, message, onConfirm, busy = false }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('confirm.title')} description={message}>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          {t('confirm.cancel')}
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={busy}>
          {busy ? t('confirm.deleting') : t('confirm.delete')}
        </Button>
      </div>
    </Modal>
  );
}
