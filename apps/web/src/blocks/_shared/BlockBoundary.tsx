'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reloadForChunkError } from '@/lib/freshness';

/**
 * One block's error boundary: a block that fails while rendering in the browser disappears alone. On the server a
 * failing block never gets this far: the registry catches it in the block's load or view and leaves it out.
 */
export class BlockBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `[blocks] block "${this.props.name}" failed and was left out: ${error.message}`,
      info.componentStack ?? '',
    );
    // A block's client code from an older build that is gone: a reload brings the block back (once per 10 s).
    reloadForChunkError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
