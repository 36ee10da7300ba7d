// The reference for the benchmark: a bare Next.js page built with the same versions as the site.
export const metadata = { title: 'Bare Next.js page' };

/** @param {{ children: import('react').ReactNode }} props */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
