import type { Messages } from './messages';

// next-intl's type augmentation: message keys and namespaces are checked against the English catalogue, which
// every other language is merged over (messages.ts), so a key missing there is a compile error, not a fallback.
declare module 'next-intl' {
  interface AppConfig {
    Messages: Messages;
  }
}
