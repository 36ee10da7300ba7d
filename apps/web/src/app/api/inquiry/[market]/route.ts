import { getMarket } from '@qilak/markets';
import { loadMessages } from '@/i18n/messages';
import { INQUIRY_PATH, type InquiryResult } from '@/lib/inquiry';
import { submitInquiry } from '@/lib/inquiry/server';

export const dynamic = 'force-dynamic';

interface InquiryTexts {
  heading: string;
  errorSummary: string;
  back: string;
  confirmHeading: string;
  confirmText: string;
  confirmSubmit: string;
  refused: string;
  rateLimited: string;
  tooLarge: string;
  unavailable: string;
  errors: Record<string, string>;
  [key: string]: unknown;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A quote or sample request. The enhanced form sends JSON and gets JSON (field errors, or the thank-you page's
 * address); a plain form post (no JavaScript) gets a confirmation page, then a redirect to the thank-you page, or
 * a page listing what to correct.
 */
export async function POST(request: Request, { params }: { params: Promise<{ market: string }> }) {
  const { market: code } = await params;
  const market = getMarket(code);
  const json = (request.headers.get('content-type') ?? '').startsWith('application/json');
  const outcome = market
    ? await submitInquiry(request, market.code)
    : { status: 404, result: { ok: false, reason: 'refused' } as InquiryResult };
  if (json || !market)
    return Response.json(outcome.result, { status: outcome.status, headers: { 'cache-control': 'no-store' } });
  const { result } = outcome;
  if (result.ok)
    return new Response(null, { status: 303, headers: { location: result.thanksUrl, 'cache-control': 'no-store' } });
  const t = ((await loadMessages(market)) as unknown as { Inquiry: InquiryTexts }).Inquiry;
  const page = (title: string, body: string, status: number) =>
    new Response(
      `<!doctype html><html lang="${escape(market.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`,
      { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
    );
  if (outcome.confirm) {
    const hidden = outcome.confirm.fields
      .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
      .join('');
    return page(
      t.confirmHeading,
      `<p>${escape(t.confirmText)}</p><form method="post" action="${escape(INQUIRY_PATH(market.code))}">${hidden}<input type="hidden" name="confirm" value="${escape(outcome.confirm.token)}"><button type="submit">${escape(t.confirmSubmit)}</button></form>`,
      200,
    );
  }
  const back = `<p><a href="javascript:history.back()">${escape(t.back)}</a></p>`;
  if (result.reason === 'invalid') {
    const items = Object.entries(result.errors)
      .map(([field, code]) => `<li>${escape(fieldLabel(t, field))}: ${escape(t.errors[code] ?? code)}</li>`)
      .join('');
    return page(t.heading, `<div role="alert"><p>${escape(t.errorSummary)}</p><ul>${items}</ul></div>${back}`, 400);
  }
  return page(t.heading, `<p role="alert">${escape(t[result.reason])}</p>${back}`, outcome.status);
}

function fieldLabel(t: InquiryTexts, field: string): string {
  const item = /^items\.(\d+)\.(\w+)$/.exec(field);
  if (item) return `${String(t.itemLegend).replace('{number}', String(Number(item[1]) + 1))} – ${asText(t[item[2]!])}`;
  return asText(t[field]) || field;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
