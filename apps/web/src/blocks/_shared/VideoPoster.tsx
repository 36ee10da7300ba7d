import type { Media } from '@/lib/cms';
import { CmsImage } from '@/components/ui/CmsImage';
import { ClickToLoad } from '@/components/ui/ClickToLoad';
import { videoEmbed } from './embeds';
import type { UiTranslator } from './translations';

type VideoPosterLabels = { play: string; consentNeeded: string; openExternally: string; externalContent: string };

/** The player's labels from the Ui messages; the calling block translates, so this component stays synchronous. */
export function videoPosterLabels(t: UiTranslator): VideoPosterLabels {
  return {
    play: t('playVideo'),
    consentNeeded: t('consentNeeded'),
    openExternally: t('openExternally'),
    externalContent: t('externalContent'),
  };
}

/** A video behind its poster image: the player loads on click, with marketing consent only. */
export function VideoPoster({
  video,
  image,
  labels,
  aspect,
  sizes,
  priority = false,
}: {
  video: { provider: 'youtube' | 'vimeo'; url: string; title?: string };
  image: Media;
  labels: VideoPosterLabels;
  aspect: number;
  sizes: string;
  priority?: boolean;
}) {
  const embed = videoEmbed(video.provider, video.url);
  const poster = (
    <CmsImage
      media={image}
      sizes={sizes}
      aspect={aspect}
      priority={priority}
      className="absolute inset-0 size-full object-cover"
    />
  );
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
      labels={labels}
    />
  );
}
