#!/usr/bin/python3
"""Makes the site's web fonts (public/fonts) from the @fontsource-variable packages.

The packages ship Inter and Fraunces with the whole weight axis (100-900) and every OpenType feature. The
site uses Inter at 400-700 and Fraunces at 400-600, and none of the alternate figures, fractions or
stylistic sets. Cutting the axis to those ranges and dropping the unused features takes the two preloaded
files from 85 kB to about 63 kB, which every first visit downloads before the first paint.

Needs fontTools with brotli (Debian: python3-fonttools python3-brotli). The outputs are committed, so
neither the build nor a fresh machine runs this; run it again after updating the font packages:
    /usr/bin/python3 apps/web/scripts/fonts.py
Two runs differ by a few dozen bytes per file (the order fontTools writes some tables in is not fixed), so
commit new files only when the packages or the ranges changed. When you do, change FONTS_VERSION in
src/lib/fonts/web-fonts.ts, so that browsers load them again, and know that the files are cached for 30 days
under their names (next.config.ts).
"""
import io
import pathlib

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = pathlib.Path(__file__).resolve().parents[3]
OUT = ROOT / 'apps' / 'web' / 'public' / 'fonts'
# Family -> (package, weight range kept). Keep in step with the @font-face rules in src/app/globals.css.
FAMILIES = {
    'inter': ('@fontsource-variable/inter', (400, 700)),
    'fraunces': ('@fontsource-variable/fraunces', (400, 600)),
}
SUBSETS = ('latin', 'latin-ext')
# Shaping features every script needs, kerning and ligatures, and tabular figures for prices and tables.
FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'calt', 'rvrn', 'tnum']


def build(source: pathlib.Path, weights: tuple[int, int]) -> bytes:
    font = instancer.instantiateVariableFont(TTFont(source), {'wght': weights})
    # Reload before subsetting: the instancer leaves tables the subsetter does not expect.
    buffer = io.BytesIO()
    font.save(buffer)
    font = TTFont(io.BytesIO(buffer.getvalue()))
    options = subset.Options()
    options.layout_features = FEATURES
    options.name_IDs = ['*']
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=font.getBestCmap().keys())
    subsetter.subset(font)
    out = io.BytesIO()
    font.flavor = 'woff2'
    font.save(out)
    return out.getvalue()


for family, (package, weights) in FAMILIES.items():
    for name in SUBSETS:
        file = f'{family}-{name}-wght-normal.woff2'
        source = ROOT / 'node_modules' / package / 'files' / file
        data = build(source, weights)
        (OUT / file).write_bytes(data)
        print(f'{file}: {source.stat().st_size} -> {len(data)} bytes (wght {weights[0]}-{weights[1]})')
