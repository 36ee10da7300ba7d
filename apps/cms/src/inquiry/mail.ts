import { MAIL_TEXTS, type MailLanguage, type MailTexts } from './texts';

export interface InquiryItem {
  itemNumber: string;
  productId?: string | null;
  product?: string | null;
  path?: string | null;
  quantity: number | string;
  unit: 'cartons' | 'kg' | 'pallets';
}

/** The stored inquiry as the mails need it. */
export interface InquiryRecord {
  id: number;
  documentId: string;
  market: string;
  topic?: string | null;
  company: string;
  name: string;
  email: string;
  phone?: string | null;
  country: string;
  buyerType: keyof MailTexts['buyerTypes'];
  items?: InquiryItem[] | null;
  deliveryMonth?: string | null;
  incoterm?: string | null;
  message?: string | null;
  createdAt?: string | Date | null;
}

export interface MailContext {
  /** The market's content language and name. */
  language: MailLanguage;
  marketName: string;
  /** The site's public origin, for the items' links. */
  siteUrl: string;
  /** The domain of the Message-IDs. */
  messageIdDomain: string;
}

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Derived from the inquiry: a resent mail carries the same id, so a duplicate is recognisable. */
  messageId: string;
}

export type MailKind = 'sales' | 'confirmation';

export function inquiryReference(id: number | string): string {
  return `Q-${String(id).padStart(6, '0')}`;
}

export function messageIdFor(inquiry: Pick<InquiryRecord, 'documentId'>, kind: MailKind, domain: string): string {
  return `<inquiry-${inquiry.documentId}-${kind}@${domain}>`;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// INQUIRY-HEADER-INJECTION: header values never carry a line break (the input refuses them too; this is the second
// lock).
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

function countryName(code: string, language: MailLanguage): string {
  try {
    // ICU has no Greenlandic region names everywhere; Danish is what Greenland's administration writes.
    const names = new Intl.DisplayNames([language, 'da'], { type: 'region' });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

function monthName(value: string, language: MailLanguage): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  try {
    return new Intl.DateTimeFormat([language, 'da'], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  } catch {
    return value;
  }
}

function itemRows(inquiry: InquiryRecord, context: MailContext, t: MailTexts) {
  return (inquiry.items ?? []).map((item) => ({
    itemNumber: item.itemNumber,
    product: item.product ?? item.productId ?? '',
    url: item.path ? `${context.siteUrl}${item.path}` : undefined,
    quantity: new Intl.NumberFormat(context.language === 'kl' ? 'da' : context.language).format(Number(item.quantity)),
    unit: t.units[item.unit] ?? item.unit,
  }));
}

function fieldRows(inquiry: InquiryRecord, context: MailContext, t: MailTexts, withContact: boolean) {
  const rows: [string, string][] = [[t.fields.reference, inquiryReference(inquiry.id)]];
  if (withContact) rows.push([t.fields.market, `${context.marketName} (${inquiry.market})`]);
  if (inquiry.topic) rows.push([t.fields.topic, inquiry.topic]);
  rows.push([t.fields.company, inquiry.company], [t.fields.name, inquiry.name]);
  if (withContact) {
    rows.push([t.fields.email, inquiry.email]);
    if (inquiry.phone) rows.push([t.fields.phone, inquiry.phone]);
  }
  rows.push(
    [t.fields.country, countryName(inquiry.country, context.language)],
    [t.fields.buyerType, t.buyerTypes[inquiry.buyerType] ?? inquiry.buyerType],
  );
  if (inquiry.deliveryMonth) rows.push([t.fields.deliveryMonth, monthName(inquiry.deliveryMonth, context.language)]);
  if (inquiry.incoterm) rows.push([t.fields.incoterm, inquiry.incoterm]);
  return rows;
}

function renderBody(
  inquiry: InquiryRecord,
  context: MailContext,
  t: MailTexts,
  intro: string[],
  outro: string[],
  withContact: boolean,
): { text: string; html: string } {
  const fields = fieldRows(inquiry, context, t, withContact);
  const items = itemRows(inquiry, context, t);
  const head = [t.fields.itemNumber, t.fields.product, t.fields.quantity, t.fields.unit];
  const lines = [
    ...intro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.fields.items}:`,
    ...(items.length === 0
      ? [t.noItems]
      : [
          head.join(' | '),
          ...items.map(
            (i) => [i.itemNumber, i.product, i.quantity, i.unit].join(' | ') + (i.url ? `\n  ${i.url}` : ''),
          ),
        ]),
    ...(inquiry.message ? ['', `${t.fields.message}:`, inquiry.message] : []),
    ...(outro.length ? ['', ...outro] : []),
  ];
  const cell = 'style="border:1px solid #c9d3dc;padding:4px 8px;text-align:left;vertical-align:top"';
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#10253a">',
    ...intro.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<table style="border-collapse:collapse">',
    ...fields.map(
      ([label, value]) => `<tr><th ${cell}>${escapeHtml(label)}</th><td ${cell}>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<h2 style="font-size:16px">${escapeHtml(t.fields.items)}</h2>`,
    items.length === 0
      ? `<p>${escapeHtml(t.noItems)}</p>`
      : [
          '<table style="border-collapse:collapse">',
          `<thead><tr>${head.map((h) => `<th ${cell}>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>`,
          ...items.map(
            (i) =>
              `<tr><td ${cell}>${i.url ? `<a href="${escapeHtml(i.url)}">${escapeHtml(i.itemNumber)}</a>` : escapeHtml(i.itemNumber)}</td>` +
              `<td ${cell}>${i.url ? `<a href="${escapeHtml(i.url)}">${escapeHtml(i.product)}</a>` : escapeHtml(i.product)}</td>` +
              `<td ${cell} align="right">${escapeHtml(i.quantity)}</td><td ${cell}>${escapeHtml(i.unit)}</td></tr>`,
          ),
          '</tbody></table>',
        ].join(''),
    ...(inquiry.message
      ? [
          `<h2 style="font-size:16px">${escapeHtml(t.fields.message)}</h2>`,
          `<p style="white-space:pre-wrap">${escapeHtml(inquiry.message)}</p>`,
        ]
      : []),
    ...outro.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`),
    '</body></html>',
  ].join('\n');
  return { text: lines.join('\n'), html };
}

/** The mail to the market's sales team: every field, the items as a table with links to their pages. */
export function salesMail(inquiry: InquiryRecord, salesEmail: string, context: MailContext): OutgoingMail {
  const t = MAIL_TEXTS[context.language];
  const values = { reference: inquiryReference(inquiry.id), company: inquiry.company, market: inquiry.market };
  const body = renderBody(inquiry, context, t, [fill(t.salesIntro, { market: context.marketName })], [], true);
  return {
    to: salesEmail,
    replyTo: inquiry.email,
    subject: oneLine(fill(t.salesSubject, values)),
    ...body,
    messageId: messageIdFor(inquiry, 'sales', context.messageIdDomain),
  };
}

/** The buyer's confirmation, in the market's language, with what they asked for. */
export function confirmationMail(
  inquiry: InquiryRecord,
  salesEmail: string | undefined,
  context: MailContext,
): OutgoingMail {
  const t = MAIL_TEXTS[context.language];
  const body = renderBody(
    inquiry,
    context,
    t,
    [fill(t.greeting, { name: inquiry.name }), t.confirmationBody, t.confirmationSummary],
    [t.signOff],
    false,
  );
  return {
    to: inquiry.email,
    ...(salesEmail ? { replyTo: salesEmail } : {}),
    subject: oneLine(fill(t.confirmationSubject, { reference: inquiryReference(inquiry.id) })),
    ...body,
    messageId: messageIdFor(inquiry, 'confirmation', context.messageIdDomain),
  };
}
