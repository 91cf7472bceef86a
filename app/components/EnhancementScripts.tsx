import { Scripts } from '@remix-run/react';
import { cloneElement, createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

type ScriptsProps = Parameters<typeof Scripts>[0];
type Element = ReactElement<Record<string, unknown>>;

// The id of the held back module script, which the starter below lets run.
const held = 'enhancement';

// Runs once the page has painted: a frame is drawn only when the style sheet is in, and the
// timer fires after that frame. It gives the held back script a script type and touches its
// text, which makes the browser prepare it again and run it (its nonce still admits it). Nothing
// is inserted into the document, so React hydrates the same nodes the server sent.
const starter = `requestAnimationFrame(function(){setTimeout(function(){var s=document.getElementById('${held}');if(s&&s.type!=='module'){s.type='module';s.appendChild(document.createTextNode(''))}},0)})`;

/**
 * Remix's <Scripts/>, made not to compete with the first paint (docs/decisions/047): every page
 * works without JavaScript, so its enhancement may wait. The modules are still named in the page,
 * so the browser fetches them in parallel, but at low priority (after the style sheet and the
 * pictures of the first screen); the module script that evaluates them and hydrates the page is
 * held back under another type until the first paint. The rest (the page's data for hydration)
 * is Remix's own, unchanged.
 */
export function EnhancementScripts(props: ScriptsProps) {
  // Called as a function, so its output can be changed before React renders it; it runs its hooks
  // in this component, unconditionally, as a component of its own would.
  const scripts = Scripts(props);
  if (!scripts) return null;
  return (
    <>
      {afterFirstPaint(scripts)}
      <script nonce={props.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: starter }} />
    </>
  );
}

function afterFirstPaint(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(afterFirstPaint);
  if (!isValidElement(node)) return node;
  const element = node as Element;
  if (element.type === 'link' && element.props.rel === 'modulepreload') {
    return cloneElement(element, { fetchpriority: 'low' });
  }
  if (element.type === 'script' && element.props.type === 'module') {
    return cloneElement(element, { id: held, type: 'text/x-enhancement' });
  }
  if (element.type === Fragment) {
    // Its children as they were, one by one: an array would make them a list needing keys.
    const children = element.props.children as ReactNode;
    const list = Array.isArray(children) ? children : [children];
    return createElement(Fragment, { key: element.key }, ...list.map(afterFirstPaint));
  }
  return element;
}
