'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { consentStore } from '@/lib/consent';
import {
  BUYER_TYPES,
  INCOTERMS,
  INQUIRY_EVENT,
  INQUIRY_PATH,
  LIMITS,
  UNITS,
  inquiryChallengePath,
  type FieldErrors,
  type InquiryResult,
} from '@/lib/inquiry';
import { Button } from '@/components/ui/Button';

/** The `Inquiry` messages, passed as plain strings from the server (no message provider on the page). */
export interface InquiryTexts {
  [key: string]: string | Record<string, string>;
  errors: Record<string, string>;
  buyerTypes: Record<string, string>;
  units: Record<string, string>;
}

export interface InquiryFormProps {
  market: string;
  texts: InquiryTexts;
  topic?: string;
  heading?: string;
  items: { itemNumber: string; label?: string }[];
  countries: { code: string; name: string }[];
  defaultCountry: string;
  months: { value: string; label: string }[];
  showIncoterm: boolean;
  privacyUrl?: string;
}

interface Row {
  key: number;
  itemNumber: string;
  label?: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 focus:outline-2 focus:outline-offset-1 focus:outline-ocean-700';
const labelClass = 'block text-sm font-semibold text-slate-900';

/**
 * The quote or sample request. Server-rendered as a plain form that posts without JavaScript (a confirmation step
 * then stands in for the proof of work); with JavaScript it solves the proof of work in the background, sends
 * JSON, shows each error next to its field (announced) and the thank-you page after.
 */
export function InquiryForm(props: InquiryFormProps) {
  const { market, texts: t, items: initial } = props;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [rows, setRows] = useState<Row[]>(() =>
    (initial.length ? initial : [{ itemNumber: '' }]).map((item, key) => ({ key, ...item })),
  );
  const nextKey = useRef(rows.length);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const startedAt = useRef(0);
  const proof = useRef<Promise<string | undefined> | null>(null);
  // True in the render that hydrates the page's HTML, false in one made by a navigation in the app; kept from the first.
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const cameWithDocument = useRef(hydrating);

  useEffect(() => {
    // INQUIRY-BOTS' fill time counts from when the visitor could first see the form: a form in the page's HTML is
    // seen before the scripts hydrate it (they come after the first paint), and a visitor on a slow device may be
    // filling it meanwhile; a form rendered by a navigation in the app is seen now.
    startedAt.current = cameWithDocument.current ? documentArrivedAt() : Date.now();
    proof.current = solveProof();
  }, []);

  const text = (key: string) => (typeof t[key] === 'string' ? t[key] : key);
  const fieldId = (name: string) => `${id}-${name.replace(/\./g, '-')}`;
  const errorOf = (name: string) => (errors[name] ? t.errors[errors[name]] : undefined);
  const described = (name: string, hint?: boolean) =>
    [errors[name] ? `${fieldId(name)}-error` : '', hint ? `${fieldId(name)}-hint` : ''].filter(Boolean).join(' ') ||
    undefined;
  const errorText = (name: string) =>
    errors[name] ? (
      <p id={`${fieldId(name)}-error`} className="mt-1 text-sm font-semibold text-red-800">
        {errorOf(name)}
      </p>
    ) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setMessage(text('verifying'));
    const data = new FormData(event.currentTarget);
    const get = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const body = {
      website: get('website'),
      startedAt: startedAt.current,
      altcha: (await proof.current) ?? '',
      topic: get('topic') || undefined,
      company: get('company'),
      name: get('name'),
      email: get('email'),
      phone: get('phone') || undefined,
      country: get('country'),
      buyerType: get('buyerType'),
      items: rows
        .map((row, index) => ({
          itemNumber: get(`items.${index}.itemNumber`),
          quantity: get(`items.${index}.quantity`),
          unit: get(`items.${index}.unit`),
        }))
        .filter((item) => item.itemNumber.trim() || item.quantity.trim()),
      deliveryMonth: get('deliveryMonth'),
      incoterm: get('incoterm'),
      message: get('message'),
      consent: data.get('consent') === 'on',
    };
    setMessage(text('sending'));
    let result: InquiryResult;
    try {
      const response = await fetch(INQUIRY_PATH(market), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      result = (await response.json()) as InquiryResult;
    } catch {
      result = { ok: false, reason: 'unavailable' };
    }
    setBusy(false);
    if (result.ok) {
      // INQUIRY-TAG-EVENT: statistics only, and nothing about the buyer: the market and how many items.
      if (consentStore.get().statistic)
        window.dataLayer?.push({ event: INQUIRY_EVENT, market, items: body.items.length });
      window.location.assign(result.thanksUrl);
      return;
    }
    // A used or missing proof of work: a fresh one for the next try.
    proof.current = solveProof();
    if (result.reason === 'invalid') {
      setErrors(result.errors);
      setMessage(text('errorSummary'));
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
    } else {
      setErrors({});
      setMessage(text(result.reason));
    }
  }

  const invalid = (name: string) => (errors[name] ? true : undefined);

  return (
    <form
      ref={form}
      method="post"
      action={INQUIRY_PATH(market)}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="mx-auto grid max-w-3xl gap-5"
      data-inquiry-form
    >
      {props.heading && <h2 className="font-display text-3xl text-slate-900">{props.heading}</h2>}
      <p className="text-slate-700">{text('intro')}</p>
      {props.topic && <input type="hidden" name="topic" value={props.topic} />}
      {/* People never see this field; scripts fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {(
          [
            ['company', 'organization', LIMITS.company, 'text'],
            ['name', 'name', LIMITS.name, 'text'],
            ['email', 'email', LIMITS.email, 'email'],
            ['phone', 'tel', LIMITS.phone, 'tel'],
          ] as const
        ).map(([name, autoComplete, max, type]) => (
          <div key={name}>
            <label htmlFor={fieldId(name)} className={labelClass}>
              {text(name)}
              {name === 'phone' ? <span className="font-normal text-slate-600"> ({text('optional')})</span> : null}
            </label>
            <input
              id={fieldId(name)}
              name={name}
              type={type}
              autoComplete={autoComplete}
              maxLength={max}
              required={name !== 'phone'}
              aria-invalid={invalid(name)}
              aria-describedby={described(name)}
              className={inputClass}
            />
            {errorText(name)}
          </div>
        ))}
        <div>
          <label htmlFor={fieldId('country')} className={labelClass}>
            {text('country')}
          </label>
          <select
            id={fieldId('country')}
            name="country"
            defaultValue={props.defaultCountry}
            autoComplete="country"
            required
            aria-invalid={invalid('country')}
            aria-describedby={described('country')}
            className={inputClass}
          >
            {props.defaultCountry === '' && <option value="">–</option>}
            {props.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          {errorText('country')}
        </div>
        <div>
          <label htmlFor={fieldId('buyerType')} className={labelClass}>
            {text('buyerType')}
          </label>
          <select
            id={fieldId('buyerType')}
            name="buyerType"
            required
            defaultValue="importer"
            aria-invalid={invalid('buyerType')}
            aria-describedby={described('buyerType')}
            className={inputClass}
          >
            {BUYER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.buyerTypes[type]}
              </option>
            ))}
          </select>
          {errorText('buyerType')}
        </div>
      </div>

      <fieldset className="grid gap-3 rounded-lg border border-slate-300 p-4">
        <legend className="px-1 text-lg font-semibold text-slate-900">{text('items')}</legend>
        <p id={`${fieldId('items')}-hint`} className="text-sm text-slate-700">
          {text('itemNumberHint')}
        </p>
        {errors.items && (
          <p id={`${fieldId('items')}-error`} className="text-sm font-semibold text-red-800">
            {errorOf('items')}
          </p>
        )}
        {rows.map((row, index) => {
          const legend = text('itemLegend').replace('{number}', String(index + 1));
          return (
            <fieldset
              key={row.key}
              className="grid grid-cols-2 items-start gap-x-2 gap-y-3 sm:grid-cols-[1fr_7rem_9rem_auto]"
              data-item-row
            >
              <legend className="sr-only">{legend}</legend>
              <div className="col-span-2 sm:col-span-1">
                <label htmlFor={fieldId(`items.${index}.itemNumber`)} className={labelClass}>
                  {text('itemNumber')}
                </label>
                <input
                  id={fieldId(`items.${index}.itemNumber`)}
                  name={`items.${index}.itemNumber`}
                  defaultValue={row.itemNumber}
                  maxLength={LIMITS.itemNumber}
                  inputMode="text"
                  autoComplete="off"
                  aria-invalid={invalid(`items.${index}.itemNumber`)}
                  aria-describedby={described(`items.${index}.itemNumber`) ?? `${fieldId('items')}-hint`}
                  className={inputClass}
                />
                {row.label && <p className="mt-1 text-sm text-slate-700">{row.label}</p>}
                {errorText(`items.${index}.itemNumber`)}
              </div>
              <div>
                <label htmlFor={fieldId(`items.${index}.quantity`)} className={labelClass}>
                  {text('quantity')}
                </label>
                <input
                  id={fieldId(`items.${index}.quantity`)}
                  name={`items.${index}.quantity`}
                  type="number"
                  min="0"
                  step="any"
                  max={LIMITS.quantity}
                  inputMode="decimal"
                  aria-invalid={invalid(`items.${index}.quantity`)}
                  aria-describedby={described(`items.${index}.quantity`)}
                  className={inputClass}
                />
                {errorText(`items.${index}.quantity`)}
              </div>
              <div>
                <label htmlFor={fieldId(`items.${index}.unit`)} className={labelClass}>
                  {text('unit')}
                </label>
                <select
                  id={fieldId(`items.${index}.unit`)}
                  name={`items.${index}.unit`}
                  defaultValue="cartons"
                  className={inputClass}
                >
                  {UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {t.units[unit]}
                    </option>
                  ))}
                </select>
              </div>
              <Button
                variant="outline"
                size="small"
                className="col-span-2 justify-self-start sm:col-span-1 sm:mt-7"
                aria-label={text('removeItem').replace('{number}', String(index + 1))}
                onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                disabled={rows.length === 1}
              >
                ×
              </Button>
            </fieldset>
          );
        })}
        <div>
          <Button
            variant="outline"
            size="small"
            disabled={rows.length >= LIMITS.items}
            onClick={() => setRows((current) => [...current, { key: nextKey.current++, itemNumber: '' }])}
          >
            {text('addItem')}
          </Button>
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId('deliveryMonth')} className={labelClass}>
            {text('deliveryMonth')} <span className="font-normal text-slate-600">({text('optional')})</span>
          </label>
          <select
            id={fieldId('deliveryMonth')}
            name="deliveryMonth"
            defaultValue=""
            aria-invalid={invalid('deliveryMonth')}
            aria-describedby={described('deliveryMonth')}
            className={inputClass}
          >
            <option value="">–</option>
            {props.months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
          {errorText('deliveryMonth')}
        </div>
        {props.showIncoterm && (
          <div>
            <label htmlFor={fieldId('incoterm')} className={labelClass}>
              {text('incoterm')}
            </label>
            <select
              id={fieldId('incoterm')}
              name="incoterm"
              defaultValue=""
              aria-invalid={invalid('incoterm')}
              aria-describedby={described('incoterm')}
              className={inputClass}
            >
              <option value="">{text('incotermNone')}</option>
              {INCOTERMS.map((term) => (
                <option key={term} value={term}>
                  {term}
                </option>
              ))}
            </select>
            {errorText('incoterm')}
          </div>
        )}
      </div>
      <div>
        <label htmlFor={fieldId('message')} className={labelClass}>
          {text('message')} <span className="font-normal text-slate-600">({text('optional')})</span>
        </label>
        <textarea
          id={fieldId('message')}
          name="message"
          rows={5}
          maxLength={LIMITS.message}
          placeholder={text('messageHint')}
          aria-invalid={invalid('message')}
          aria-describedby={described('message')}
          className={inputClass}
        />
        {errorText('message')}
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={fieldId('consent')}
            name="consent"
            type="checkbox"
            required
            aria-invalid={invalid('consent')}
            aria-describedby={described('consent')}
            className="mt-1 h-5 w-5 shrink-0"
          />
          <label htmlFor={fieldId('consent')} className="text-sm text-slate-900">
            {text('consent')}
          </label>
        </div>
        {props.privacyUrl && (
          <p className="mt-1 pl-8 text-sm">
            <a href={props.privacyUrl} className="text-ocean-800 underline">
              {text('privacyLink')}
            </a>
          </p>
        )}
        {errorText('consent')}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={busy} loadingLabel={text('sending')}>
          {text('submit')}
        </Button>
        <p role="status" aria-live="polite" className="text-sm font-semibold text-slate-900" data-inquiry-status>
          {message}
        </p>
      </div>
    </form>
  );
}

/** A store that never changes: with it `useSyncExternalStore` tells hydration (its server snapshot) from a render. */
const subscribeNever = () => () => undefined;

/** When the page's HTML had arrived (navigation timing), as a time stamp; now where the browser does not say. */
function documentArrivedAt(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation && navigation.responseEnd > 0
    ? Math.round(performance.timeOrigin + navigation.responseEnd)
    : Date.now();
}

/** Fetches a challenge and solves it off the critical path (altcha-lib's solver, WebCrypto in the browser). */
async function solveProof(): Promise<string | undefined> {
  try {
    const { solveChallenge } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/web/sha');
    const challenge = (await (await fetch(inquiryChallengePath(), { cache: 'no-store' })).json()) as Parameters<
      typeof solveChallenge
    >[0]['challenge'];
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) return undefined;
    return btoa(JSON.stringify({ challenge, solution }));
  } catch {
    return undefined;
  }
}
