// The outbox's pure parts: when a mail is due, the backoff, and what the two mails say (no Strapi needed).
import { describe, expect, it } from 'vitest';
import { confirmationMail, messageIdFor, salesMail, type InquiryRecord } from '../../src/inquiry/mail';
import { isDue, retryDelay } from '../../src/inquiry/outbox';

const inquiry: InquiryRecord = {
  id: 42,
  documentId: 'abc123',
  market: 'de-DE',
  company: 'Nordsee <Handel> GmbH',
  name: 'Jana Weber',
  email: 'jana@nordsee.example',
  country: 'DE',
  buyerType: 'importer',
  items: [
    {
      itemNumber: '100101',
      product: 'Kaltwassergarnelen',
      path: '/de-DE/p/P-1001/v/100101',
      quantity: 40,
      unit: 'cartons',
    },
  ],
  deliveryMonth: '2027-03',
  message: 'Erst <b>Muster</b>, bitte.',
};
const context = {
  language: 'de' as const,
  marketName: 'Deutschland',
  siteUrl: 'https://site.example',
  messageIdDomain: 'qilakseafood.com',
};
const config = { claimLeaseMs: 300_000, retryBaseMs: 30_000, retryMaxMs: 3_600_000 };

// INQUIRY-SAVE-THEN-MAIL: when a mail is due, the backoff, the lease.
describe('outbox timing', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('sends a pending mail once its next attempt is due, and a claim only after its lease ran out', () => {
    expect(isDue({ id: 1, documentId: 'a', salesMailState: 'pending' }, 'sales', now, config)).toBe(true);
    expect(
      isDue(
        {
          id: 1,
          documentId: 'a',
          salesMailState: 'pending',
          salesMailNextAttemptAt: new Date(now + 1000).toISOString(),
        },
        'sales',
        now,
        config,
      ),
    ).toBe(false);
    expect(
      isDue(
        { id: 1, documentId: 'a', salesMailState: 'sending', salesMailClaimedAt: new Date(now - 1000).toISOString() },
        'sales',
        now,
        config,
      ),
    ).toBe(false);
    expect(
      isDue(
        {
          id: 1,
          documentId: 'a',
          salesMailState: 'sending',
          salesMailClaimedAt: new Date(now - 301_000).toISOString(),
        },
        'sales',
        now,
        config,
      ),
    ).toBe(true);
    expect(isDue({ id: 1, documentId: 'a', salesMailState: 'sent' }, 'sales', now, config)).toBe(false);
  });

  it('backs off exponentially up to the cap', () => {
    expect([1, 2, 3, 4, 20].map((n) => retryDelay(n, config))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000]);
  });
});

describe('mails', () => {
  it('the sales mail: German, every item in an HTML and a text table with its link, HTML escaped, reply to the buyer', () => {
    const mail = salesMail(inquiry, 'sales.de-DE@qilakseafood.com', context);
    expect(mail.to).toBe('sales.de-DE@qilakseafood.com');
    expect(mail.replyTo).toBe('jana@nordsee.example');
    expect(mail.subject).toBe('Angebots-/Musteranfrage Q-000042 von Nordsee <Handel> GmbH (de-DE)');
    expect(mail.messageId).toBe(messageIdFor(inquiry, 'sales', 'qilakseafood.com'));
    expect(mail.text).toContain('100101 | Kaltwassergarnelen | 40 | Kartons');
    expect(mail.text).toContain('https://site.example/de-DE/p/P-1001/v/100101');
    expect(mail.text).toContain('März 2027');
    expect(mail.html).toContain('<a href="https://site.example/de-DE/p/P-1001/v/100101">100101</a>');
    expect(mail.html).toContain('Nordsee &lt;Handel&gt; GmbH');
    expect(mail.html).not.toContain('<b>Muster</b>');
  });

  it('the confirmation: to the buyer, in the market language, with the items, without a line break in the subject', () => {
    const mail = confirmationMail({ ...inquiry, market: 'fr-FR' }, 'ventes@qilakseafood.com', {
      ...context,
      language: 'fr',
    });
    expect(mail.to).toBe('jana@nordsee.example');
    expect(mail.replyTo).toBe('ventes@qilakseafood.com');
    expect(mail.subject).toBe('Nous avons bien reçu votre demande – Qilak Seafood (Q-000042)');
    expect(mail.text).toContain('Bonjour Jana Weber,');
    expect(mail.text).toContain('100101');
    expect(mail.messageId).toBe('<inquiry-abc123-confirmation@qilakseafood.com>');
  });
});
