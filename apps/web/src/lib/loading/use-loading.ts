'use client';

import { useEffect } from 'react';
import { startLoading } from './store';

/** Raises the loading counter while `active` is true (and lowers it when the component goes away). */
export function useLoadingWhile(active: boolean): void {
  useEffect(() => (active ? startLoading() : undefined), [active]);
}
