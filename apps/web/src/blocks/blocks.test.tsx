import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { requireMarket } from '@qilak/markets';
import { BlockList, loadBlocks, type BlockRegistry } from './registry';
import type { BlockContext } from './types';
import { definition as brochure } from './brochure';
import { definition as coloredText } from './colored-text';
import { definition as contact } from './contact';
import { definition as contentModule } from './content-module';
import { definition as documentList } from './document-list';
import { definition as hero } from './hero';
import { definition as iFrame } from './i-frame';
import { definition as imageVideo } from './image-video';
import { definition as linkboxes } from './linkboxes';
import { definition as marketChooser } from './market-chooser';
import { definition as miniArticle } from './mini-article';
import { definition as oneStoryModule } from './one-story-module';
import { definition as pictureLink } from './picture-link';
import { definition as relatedContent } from './related-content';
import { definition as richText } from './rich-text';
import { videoEmbed } from './_shared/embeds';

// Blocks translate with next-intl's getTranslations, which only runs inside Next; the test uses the da-DK catalogue.
vi.mock('next-intl/server', async () => (await import('@/i18n/testing')).serverIntlMock('da-DK'));
// The registry's log lines, as console lines the tests can spy on.
vi.mock('@/lib/log', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  logger: (await import('@/lib/log/fixtures')).consoleLogger,
}));

// The blocks that need no CMS or product service call (news blocks read the CMS; catalogue blocks the PIM).
const registry: BlockRegistry = {
  brochure,
  'colored-text': coloredText,
  contact,
  'content-module': contentModule,
  'document-list': documentList,
  hero,
  'i-frame': iFrame,
  'image-video': imageVideo,
  linkboxes,
  'market-chooser': marketChooser,
  'mini-article': miniArticle,
  'one-story-module': oneStoryModule,
  'picture-link': pictureLink,
  'related-content': relatedContent,
  'rich-text': richText,
};
const context: BlockContext = { market: requireMarket('da-DK'), currentPath: '/' };

const media = (name: string) => ({
  id: 1,
  url: `/uploads/${name}`,
  alternativeText: `Alt ${name}`,
  width: 1200,
  height: 800,
  mime: 'image/jpeg',
  name,
  ext: '.jpg',
  size: 120.5,
});
const pdf = (name: string) => ({
  id: 2,
  url: `/uploads/${name}`,
  alternativeText: null,
  width: null,
  height: null,
  mime: 'application/pdf',
  name,
  ext: '.pdf',
  size: 2048,
});
const link = (label: string, url: string) => ({ id: 3, label, url, openInNewTab: false });
const para = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });

async function render(block: Record<string, unknown>) {
  const html = renderToStaticMarkup(
    <BlockList blocks={await loadBlocks([block as { __component: string }], context, registry)} />,
  );
  return html.replace(/^<div class="flow-root">([\s\S]*)<\/div>$/, '$1');
}

afterEach(() => vi.restoreAllMocks());

describe('the seeded blocks render the fields the CMS gives them', () => {
  it('hero: heading, text, image through the loader, CTAs with the market prefix', async () => {
    const out = await render({
      __component: 'blocks.hero',
      heading: 'Koldt vand',
      text: 'Siden 1987',
      image: media('hero.jpg'),
      cta: link('Produkter', '/produkter'),
      secondaryCta: null,
      video: null,
      theme: 'dark',
      height: 'tall',
      wrapper: null,
    });
    expect(out).toContain('Koldt vand');
    expect(out).toContain('Siden 1987');
    expect(out).toContain('href="/da-DK/produkter"');
    expect(out).toMatch(/src="\/cms-media\/hero\.jpg\?w=\d+&amp;fit=scale"/);
    expect(out).toContain('srcSet=');
    expect(out).toMatch(/width="\d+" height="\d+"/);
  });

  it('rich-text: Strapi blocks as elements; a javascript: link becomes plain text', async () => {
    const out = await render({
      __component: 'blocks.rich-text',
      width: 'narrow',
      content: [
        { type: 'heading', level: 2, children: [{ type: 'text', text: 'Om os' }] },
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Se ' },
            { type: 'link', url: '/om-os/fiskeri', children: [{ type: 'text', text: 'fiskeriet' }] },
            { type: 'text', text: ' og ' },
            { type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'dette' }] },
          ],
        },
        {
          type: 'list',
          format: 'unordered',
          children: [{ type: 'list-item', children: [{ type: 'text', text: 'rejer' }] }],
        },
      ],
    });
    expect(out).toContain('<h2>Om os</h2>');
    expect(out).toContain('<a href="/da-DK/om-os/fiskeri">fiskeriet</a>');
    expect(out).toContain('dette');
    expect(out).not.toMatch(/javascript:/i);
    expect(out).toContain('<li>rejer</li>');
  });

  it('linkboxes and related-content: one card per item with its link', async () => {
    const items = [
      {
        title: 'Produkter',
        text: 'Rejer og hellefisk',
        image: media('a.jpg'),
        link: link('Se produkter', '/produkter'),
      },
      { title: 'Karriere', text: null, image: null, link: link('Job', 'https://jobs.example.com') },
    ];
    const boxes = await render({ __component: 'blocks.linkboxes', heading: 'Find vej', items });
    expect(boxes).toContain('Find vej');
    expect(boxes).toContain('href="/da-DK/produkter"');
    expect(boxes).toContain('href="https://jobs.example.com"');
    const related = await render({ __component: 'blocks.related-content', heading: 'Relateret', items });
    expect(related.match(/<article/g)).toHaveLength(2);
  });

  it('one-story-module, mini-article and content-module: text, image and link', async () => {
    const story = await render({
      __component: 'blocks.one-story-module',
      eyebrow: 'Fra hav',
      heading: 'Frosset',
      text: [para('Om bord')],
      image: media('s.jpg'),
      imagePosition: 'right',
      cta: link('Mød flåden', '/flaade'),
    });
    expect(story).toContain('Fra hav');
    expect(story).toContain('Om bord');
    expect(story).toContain('md:order-2');
    const mini = await render({
      __component: 'blocks.mini-article',
      heading: 'Kort',
      text: [para('Tekst')],
      image: null,
      link: null,
    });
    expect(mini).toContain('Kort');
    const contentModuleHtml = await render({
      __component: 'blocks.content-module',
      heading: 'Tre søjler',
      intro: null,
      columns: [
        { heading: 'A', text: [para('a')] },
        { heading: 'B', text: [para('b')] },
        { heading: 'C', text: [para('c')], link: link('Mere', '/c') },
      ],
    });
    expect(contentModuleHtml).toContain('md:grid-cols-3');
    expect(contentModuleHtml).toContain('href="/da-DK/c"');
  });

  it('image-video: the video waits behind a click (no iframe in the server HTML)', async () => {
    const out = await render({
      __component: 'blocks.image-video',
      image: media('v.jpg'),
      video: { provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Film' },
      caption: 'Billedtekst',
      aspect: '16:9',
    });
    expect(out).toContain('Billedtekst');
    expect(out).toContain('data-click-to-load="video"');
    expect(out).not.toContain('<iframe');
    expect(out).toContain('h=720&amp;fit=crop');
  });

  it('document-list and brochure: downloads through /cms-media with type and size', async () => {
    const docs = await render({
      __component: 'blocks.document-list',
      heading: 'Dokumenter',
      intro: 'Læs',
      documents: [{ title: 'Rapport', description: 'Årsrapport', file: pdf('r.pdf') }],
    });
    expect(docs).toContain('href="/cms-media/r.pdf"');
    expect(docs).toContain('PDF');
    expect(docs).toContain('2 MB');
    const brochureOut = await render({
      __component: 'blocks.brochure',
      heading: 'Brochure',
      text: 'Hent',
      cover: media('c.jpg'),
      file: pdf('b.pdf'),
      linkLabel: 'Download brochuren',
    });
    expect(brochureOut).toContain('Download brochuren');
    expect(brochureOut).toContain('href="/cms-media/b.pdf"');
  });

  it('picture-link, contact, colored-text and market-chooser', async () => {
    const pic = await render({
      __component: 'blocks.picture-link',
      heading: 'Vælg marked',
      text: null,
      image: media('p.jpg'),
      link: link('Markeder', '/markeder'),
    });
    expect(pic).toContain('href="/da-DK/markeder"');
    const contactOut = await render({
      __component: 'blocks.contact',
      heading: 'Kontakt',
      text: [para('Ring')],
      address: 'Havnevej 1\n3911 Sisimiut',
      persons: [{ name: 'Aviaja', role: 'Salg', email: 'aviaja@example.com', phone: '+299 12 34 56', image: null }],
    });
    expect(contactOut).toContain('mailto:aviaja@example.com');
    expect(contactOut).toContain('tel:+299123456');
    expect(contactOut).toContain('<address');
    const colored = await render({
      __component: 'blocks.colored-text',
      text: 'Siden ikke fundet',
      color: 'copper',
      size: 'large',
      align: 'center',
    });
    expect(colored).toContain('text-copper');
    const chooser = await render({ __component: 'blocks.market-chooser', heading: 'Markeder', intro: null });
    expect(chooser.match(/hrefLang=/g)).toHaveLength(11);
    expect(chooser).toContain('href="/da-DK"');
    expect(chooser).toContain('href="/"');
    expect(chooser).toContain('aria-current="true"');
  });

  it('i-frame: an allow-listed host renders click-to-load; any other host is skipped with a warning', async () => {
    const ok = await render({
      __component: 'blocks.i-frame',
      title: 'Kort',
      url: 'https://www.openstreetmap.org/export/embed.html?bbox=-56%2C63%2C-48%2C71&layer=mapnik',
      height: 480,
      allowFullscreen: false,
    });
    expect(ok).toContain('data-click-to-load="embed"');
    expect(ok).not.toContain('<iframe');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      await render({ __component: 'blocks.i-frame', title: 'Ond', url: 'https://evil.example.com/', height: 480 }),
    ).toBe('');
    expect(await render({ __component: 'blocks.i-frame', title: 'Ond', url: 'javascript:alert(1)', height: 480 })).toBe(
      '',
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('blocks.i-frame'));
  });

  it('schemas reject what a block cannot show (missing required media)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await render({ __component: 'blocks.hero', heading: 'Uden billede', image: null })).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/blocks\.hero.*image/));
  });
});

describe('videoEmbed', () => {
  it('makes privacy-friendly player URLs and refuses other hosts', () => {
    expect(videoEmbed('youtube', 'https://youtu.be/dQw4w9WgXcQ')?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(videoEmbed('vimeo', 'https://vimeo.com/76979871')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
    expect(videoEmbed('youtube', 'https://evil.example.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbed('youtube', 'javascript:alert(1)')).toBeNull();
  });
});
