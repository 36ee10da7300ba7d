'use client';

import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  onOk: () => void;
  /** Closes the dialog (the parent sets `open` false); called after OK unless keepOpenOnOk. */
  onClose: () => void;
  /** Cancel, Escape, the close button and a click outside; the dialog closes after it. */
  onCancel?: () => void;
  okLabel?: string;
  cancelLabel?: string;
  closeLabel?: string;
  /** UI-CONFIRM: optional keep-open-on-OK, for an OK that starts work the dialog waits for. */
  keepOpenOnOk?: boolean;
  loading?: boolean;
}

/** UI-CONFIRM: title, message, OK and Cancel (custom labels), optional keep-open on OK. */
export function ConfirmDialog({
  open,
  title,
  message,
  onOk,
  onClose,
  onCancel,
  okLabel = 'OK',
  cancelLabel = 'Cancel',
  closeLabel = 'Close',
  keepOpenOnOk = false,
  loading = false,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancel = () => {
    onCancel?.();
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={cancel}
      title={title}
      role="alertdialog"
      describedBy={messageId}
      closeLabel={closeLabel}
      footer={
        <>
          <Button variant="outline" color="secondary" onClick={cancel} data-confirm="cancel">
            {cancelLabel}
          </Button>
          <Button
            loading={loading}
            data-confirm="ok"
            onClick={() => {
              onOk();
              if (!keepOpenOnOk) onClose();
            }}
          >
            {okLabel}
          </Button>
        </>
      }
    >
      <div id={messageId} className="text-lg text-ink">
        {message}
      </div>
    </Modal>
  );
}
