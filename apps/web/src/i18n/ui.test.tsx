import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { requireMarket } from '@qilak/markets';
import { getTranslations } from 'next-intl/server';
import { definition as contact } from '@/blocks/contact';
import { definition as documentList } from '@/blocks/document-list';
import { BlockList, loadBlocks } from '@/blocks/registry';
import { categoryLabel, withColon } from './ui';

// The Ui strings of blocks and layout come from next-intl now, so showLabels reaches them too.
vi.mock('next-intl/server', async () => (await import('./testing')).serverIntlMock('kl-GL~labels'));

describe('Ui strings of blocks with showLabels', () => {
  it('shows **Ui.key** instead of the text', async () => {
    const context = { market: requireMarket('kl-GL'), currentPath: '/' };
    const blocks = [
      {
        __component: 'blocks.contact',
        heading: 'Qilak',
        address: 'Nuuk',
        persons: [{ id: 1, name: 'Aka', role: null, email: 'a@qilak.gl', phone: '+299 000000', image: null }],
      },
      {
        __component: 'blocks.document-list',
        heading: 'Docs',
        documents: [
          {
            id: 1,
            title: 'Rapport',
            file: {
              id: 2,
              url: '/uploads/r.pdf',
              alternativeText: null,
              width: null,
              height: null,
              mime: 'application/pdf',
              name: 'r.pdf',
              ext: '.pdf',
              size: 10,
            },
          },
        ],
      },
    ];
    const html = renderToStaticMarkup(
      <BlockList blocks={await loadBlocks(blocks, context, { contact, 'document-list': documentList })} />,
    );
    for (const key of ['address', 'email', 'phone', 'download']) expect(html).toContain(`**Ui.${key}**`);
    expect(html).not.toContain('Download');
  });

  it('labels categories, and leaves a category without a label as it is', async () => {
    const t = await getTranslations('Ui');
    expect(categoryLabel(t, 'sustainability')).toBe('**Ui.categories.sustainability**');
    expect(categoryLabel(t, 'seasonal')).toBe('seasonal');
  });
});

describe('withColon', () => {
  it('puts a no-break space before the colon in French only', () => {
    expect(withColon('Référence', 'fr-FR')).toBe('Référence\u00A0:');
    expect(withColon('Varenummer', 'da-DK')).toBe('Varenummer:');
    expect(withColon('Item number', 'en')).toBe('Item number:');
  });
});
