import { jsonForScript } from '@/features/catalog/query';

/** Structured data in a script tag (not executed, so no CSP hash needed); `<` is escaped inside. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
