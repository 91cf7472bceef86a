import { cloneElement, type ReactElement, type ReactNode } from 'react';

/** A translated text whose `<name>…</name>` parts become the given elements (a link, say). */
export function TaggedText({ text, components }: { text: string; components: Record<string, ReactElement> }) {
  // split() with two groups gives [text, name, inner, text, name, inner, …, text].
  const parts = text.split(/<(\w+)>(.*?)<\/\1>/g);
  const nodes: ReactNode[] = [];
  for (let index = 0; index < parts.length; index += 3) {
    if (parts[index]) nodes.push(parts[index]);
    const name = parts[index + 1];
    if (name === undefined) continue;
    const element = components[name];
    nodes.push(element ? cloneElement(element, { key: index }, parts[index + 2]) : parts[index + 2]);
  }
  return <>{nodes}</>;
}
