'use client';

import { useEffect, useState } from 'react';
import {
  createStaffAuth,
  secretDataUrl,
  setStaffSessionFlag,
  type SecretPanelData,
  type StaffClientConfig,
} from '@/lib/staff';

export interface SecretPanelProps {
  culture: string;
  productId: string;
  variantId?: string | null;
}

type PanelState =
  | { kind: 'loading' }
  | { kind: 'hidden' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; data: SecretPanelData };

async function loadSecretData(props: SecretPanelProps): Promise<PanelState> {
  const configResponse = await fetch('/api/staff/config', { cache: 'no-store' });
  if (!configResponse.ok) return { kind: 'hidden' };
  const config = (await configResponse.json()) as StaffClientConfig;
  const auth = await createStaffAuth(config);
  const tokens = await auth.getTokens();
  if (!tokens) {
    setStaffSessionFlag(false); // the staff session ended: stop loading staff code on every product page
    return { kind: 'hidden' };
  }
  const url = secretDataUrl({ culture: props.culture, productId: props.productId, variantId: props.variantId ?? null });
  const response = await fetch(url, { headers: { authorization: `Bearer ${tokens.idToken}` }, cache: 'no-store' });
  if (response.status === 401)
    return { kind: 'error', message: 'Your staff sign-in was not accepted. Sign in again on the staff page.' };
  if (!response.ok) return { kind: 'error', message: `Internal data is unavailable (${response.status}).` };
  return { kind: 'ready', data: (await response.json()) as SecretPanelData };
}

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

/** Internal specification fields for signed-in staff; loaded with the staff token, never cached by the site. */
export function SecretPanel(props: SecretPanelProps) {
  const [state, setState] = useState<PanelState>({ kind: 'loading' });
  const { culture, productId, variantId } = props;
  useEffect(() => {
    let cancelled = false;
    loadSecretData({ culture, productId, variantId })
      .then((next) => !cancelled && setState(next))
      .catch((error: unknown) => {
        console.error('Secret product data failed:', error);
        if (!cancelled) setState({ kind: 'error', message: 'Internal data is unavailable.' });
      });
    return () => {
      cancelled = true;
    };
  }, [culture, productId, variantId]);

  if (state.kind === 'hidden') return null;
  return (
    <aside
      className="mx-auto my-8 max-w-6xl rounded-lg border border-copper bg-sand p-6"
      data-secret-panel={state.kind}
      aria-label="Internal product data"
    >
      <h2 className="font-display text-xl text-copper">Internal data (staff only)</h2>
      {state.kind === 'loading' && <p className="mt-2 text-muted">Loading…</p>}
      {state.kind === 'error' && (
        <p className="mt-2 text-red" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'ready' && state.data.variants.length === 0 && (
        <p className="mt-2 text-muted">No internal data for this product.</p>
      )}
      {state.kind === 'ready' && state.data.variants.length > 0 && (
        <table className="mt-4 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Supplier</th>
              <th scope="col">Cost price</th>
              <th scope="col">Minimum order</th>
              <th scope="col">Specification notes</th>
              <th scope="col">Quality control</th>
            </tr>
          </thead>
          <tbody>
            {state.data.variants.map((v) => (
              <tr key={v.VariantId} data-secret-variant={v.VariantId} className="border-t border-line align-top">
                <td>{v.ItemNumber ?? v.VariantId}</td>
                <td>{v.SupplierCode}</td>
                <td>{money(v.CostPrice.Amount, v.CostPrice.Currency)}</td>
                <td>{v.MinimumOrderQuantity}</td>
                <td>{v.InternalSpecificationNotes}</td>
                <td>{v.QualityControlNotes ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </aside>
  );
}
