import type { Market } from '@qilak/markets';
import type { Media } from '@/lib/cms';
import { CmsImage } from '@/components/ui/CmsImage';
import { ClickToLoad } from '@/components/ui/ClickToLoad';
import { uiLabels } from '@/components/ui/labels';
import { videoEmbed } from './embeds';

/** A video behind its poster image: the player loads on click, with marketing consent only. */
export function VideoPoster({ video, image, market, aspect, sizes, priority = false }: { video: { provider: 'youtube' | 'vimeo'; url: string; title?: string }; image: Media; market: Market; aspect: number; sizes: string; priority?: boolean }) {
  const embed = videoEmbed(video.provider, video.url);
  const labels = uiLabels(market);
  const poster = <CmsImage media={image} sizes={sizes} aspect={aspect} priority={priority} className="absolute inset-0 size-full object-cover" />;
  if (!embed) return poster;
  return (
    <ClickToLoad
      embedUrl={embed.embedUrl}
      externalUrl={embed.watchUrl}
      host={embed.host}
      title={video.title ?? image.alt}
      poster={poster}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullscreen
      labels={{ play: labels.playVideo, consentNeeded: labels.consentNeeded, openExternally: labels.openExternally, externalContent: labels.externalContent }}
    />
  );
}
