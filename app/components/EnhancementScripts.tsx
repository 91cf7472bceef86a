import { Scripts } from '@remix-run/react';
import {
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';

type ScriptsProps = Parameters<typeof Scripts>[0];
type Element = ReactElement<Record<string, unknown>>;

// The id of the held back module script, and the relation the held back preloads carry until
// then (one no browser acts on; bench/first-load-js.mjs counts them).
const held = 'enhancement';
const heldPreload = 'x-modulepreload';

// Runs once the page has painted: a frame is drawn only when the style sheet is in, and the
// timer fires after that frame. It turns the preloads into module preloads (which fetches them,
// all at once) and gives the held back script a script type and touches its text, which makes the
// browser prepare it again and run it (its nonce still admits it); its imports are the modules on
// their way. Nothing is inserted into the document, so React hydrates the nodes the server sent.
const starter = `requestAnimationFrame(function(){setTimeout(function(){document.querySelectorAll('link[rel="${heldPreload}"]').forEach(function(l){l.rel='modulepreload'});var s=document.getElementById('${held}');if(s&&s.type!=='module'){s.type='module';s.appendChild(document.createTextNode(''))}},0)})`;

/**
 * Remix's <Scripts/>, made not to compete with the first paint (docs/decisions/047): every page
 * works without JavaScript, so its enhancement may wait. Its module preloads and the module script
 * that evaluates them and hydrates the page are held back under other names until the first paint,
 * then fetched all at once at low priority (after the first screen's pictures). The rest (the
 * page's data for hydration) is Remix's own, unchanged.
 */
export function EnhancementScripts(props: ScriptsProps) {
  // Called as a function, so its output can be changed before React renders it; it runs its hooks
  // in this component, unconditionally, as a component of its own would.
  const scripts = Scripts(props);
  if (!scripts) return null;
  return (
    <>
      {afterFirstPaint(scripts)}
      <script
        nonce={props.nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, no input in it
        dangerouslySetInnerHTML={{ __html: starter }}
      />
    </>
  );
}

function afterFirstPaint(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(afterFirstPaint);
  if (!isValidElement(node)) return node;
  const element = node as Element;
  if (element.type === 'link' && element.props.rel === 'modulepreload') {
    return cloneElement(element, { rel: heldPreload, fetchpriority: 'low' });
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
