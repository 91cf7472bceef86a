import type { ReactNode } from 'react';

/** A table that scrolls sideways on a phone; a keyboard reaches it, a screen reader hears its caption. */
export function ScrollTable({
  caption,
  captionVisible = false,
  className,
  children,
}: {
  caption: ReactNode;
  captionVisible?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const captionId = `table-${String(caption).replace(/\W+/g, '-').toLowerCase().slice(0, 40)}`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and a keyboard must reach it
    <section className="admin-table-wrap" aria-labelledby={captionId} tabIndex={0}>
      <table className={`admin-table${className ? ` ${className}` : ''}`}>
        <caption id={captionId} className={captionVisible ? undefined : 'visually-hidden'}>
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}
