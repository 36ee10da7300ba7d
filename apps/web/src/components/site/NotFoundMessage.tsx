'use client';

import { useEffect, useState } from 'react';

/** "Page not found: /x"; when the server could not read the path it is taken from the address bar. */
export function NotFoundMessage({ message }: { message: string }) {
  const [text, setText] = useState(message);
  useEffect(() => {
    if (message.endsWith(':')) setText(`${message} ${decodeURIComponentSafe(window.location.pathname)}`);
  }, [message]);
  return (
    <p className="mx-auto max-w-5xl px-4 pt-6 text-sm text-secondary" data-testid="not-found-message">
      {text}
    </p>
  );
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
