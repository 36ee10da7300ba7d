'use client';

import { useEffect } from 'react';
import { startLoading, type LoadingKind } from './store';

/** Raises the loading counter while `active` is true (and lowers it when the component goes away). */
export function useLoadingWhile(active: boolean, kind: LoadingKind = 'page'): void {
  useEffect(() => (active ? startLoading(kind) : undefined), [active, kind]);
}
