'use client';

import { useState } from 'react';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { Modal } from '../Modal';

/** The interactive half of the UI kit page: modal sizes, confirmation dialog (plain and keep-open-on-OK). */
export function KitInteractive() {
  const [modal, setModal] = useState<'sm' | 'full' | null>(null);
  const [confirm, setConfirm] = useState<'plain' | 'keep' | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState('—');

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={() => setModal('sm')} data-testid="open-modal-sm">
        Open modal (sm)
      </Button>
      <Button variant="outline" onClick={() => setModal('full')} data-testid="open-modal-full">
        Open modal (full)
      </Button>
      <Button color="red" onClick={() => setConfirm('plain')} data-testid="open-confirm">
        Remove selection…
      </Button>
      <Button color="copper" variant="outline" onClick={() => setConfirm('keep')} data-testid="open-confirm-keep">
        Send request…
      </Button>
      <p className="w-full text-sm text-muted">
        Result: <output data-testid="confirm-result">{result}</output>
      </p>

      <Modal
        open={modal !== null}
        size={modal ?? 'sm'}
        onClose={() => setModal(null)}
        title={modal === 'full' ? 'Full-size modal' : 'Small modal'}
      >
        <p className="text-lg">Cold-water prawns are cooked and frozen at sea within hours of the catch.</p>
        <p className="mt-4">
          <a href="#kit-buttons" className="font-semibold text-rg-blue underline" data-testid="modal-link">
            A link inside the modal
          </a>
        </p>
        <div className="mt-6">
          <Button size="small" onClick={() => setModal(null)} data-testid="modal-done">
            Done
          </Button>
        </div>
      </Modal>

      <ConfirmDialog
        open={confirm === 'plain'}
        title="Remove the selection?"
        message="The products stay in the catalogue; only your selection is cleared."
        okLabel="Remove"
        cancelLabel="Keep"
        onOk={() => setResult('ok')}
        onCancel={() => setResult('cancel')}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'keep'}
        title="Send the request?"
        message="The dialog stays open while the request is sent."
        keepOpenOnOk
        loading={busy}
        onOk={() => {
          setBusy(true);
          setResult('sending');
          window.setTimeout(() => {
            setBusy(false);
            setResult('sent');
            setConfirm(null);
          }, 600);
        }}
        onCancel={() => setResult('cancel')}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
