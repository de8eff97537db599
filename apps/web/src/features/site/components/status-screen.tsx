import type { ReactNode } from 'react';

/** Full-page frame for the maintenance and region screens: no menus, just the brand and the message. */
export function StatusScreen({ brand, illustration, title, children }: { brand: string; illustration: ReactNode; title: string; children: ReactNode }) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-gradient-to-b from-grad-from to-canvas px-5 py-10">
      <section className="w-full max-w-lg rounded-card bg-elevated p-8 text-center shadow-card" aria-labelledby="status-title">
        <p className="mb-6 text-sm font-semibold tracking-widest text-primary uppercase">{brand}</p>
        <div className="mx-auto mb-6 size-28 text-primary">{illustration}</div>
        <h1 id="status-title" className="mb-3 text-2xl font-bold">
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
