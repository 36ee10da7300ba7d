import type { RecipeTranslator } from '@/i18n/translators';
import type { MarketCode } from '@qilak/markets';
import type { Recipe } from '@/lib/cms';
import { marketPath, recipePath } from '@/lib/routing';

/** A recipe teaser linking to /r/{slug}; used by the recipes block and on product pages. */
export function RecipeCard({ recipe, market, t }: { recipe: Recipe; market: MarketCode; t: RecipeTranslator }) {
  const minutes = (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0);
  return (
    <a href={marketPath(market, recipePath(recipe.slug))} className="group block" data-testid="recipe-card">
      {recipe.image && (
        // eslint-disable-next-line @next/next/no-img-element -- CMS media through /cms-media with known dimensions
        <img
          src={recipe.image.url}
          alt={recipe.image.alt}
          width={recipe.image.width ?? 1200}
          height={recipe.image.height ?? 800}
          loading="lazy"
          className="aspect-[3/2] h-auto w-full rounded object-cover"
        />
      )}
      <h3 className="mt-3 text-lg font-semibold group-hover:underline">{recipe.title}</h3>
      {recipe.teaser && <p className="mt-1 text-sm text-secondary">{recipe.teaser}</p>}
      {minutes > 0 && <p className="mt-1 text-xs text-secondary">{t('totalTime', { minutes })}</p>}
    </a>
  );
}
