'use client';

import dynamic from 'next/dynamic';

// The catalogue's translated client components, each in a chunk of its own with next-intl's client code: the
// server renders them as usual; only pages that show one load it (content pages load none).
export const CatalogBrowser = dynamic(() => import('./CatalogBrowser').then((m) => m.CatalogBrowserWithIntl));
export const MyCatalogList = dynamic(() => import('./MyCatalogList').then((m) => m.MyCatalogListWithIntl));
export const AddToMyCatalog = dynamic(() => import('./AddToMyCatalog').then((m) => m.AddToMyCatalogWithIntl));
export const PrintButton = dynamic(() => import('./PrintControls').then((m) => m.PrintButtonWithIntl));
export const PrintSelection = dynamic(() => import('./PrintControls').then((m) => m.PrintSelectionWithIntl));
export const PrintDate = dynamic(() => import('./PrintControls').then((m) => m.PrintDate));
