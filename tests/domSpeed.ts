import { CacheProvider, type EmotionCache } from '@emotion/react';
import { StyleSheet } from '@emotion/sheet';

/**
 * jsdom answers two questions slowly that Testing Library asks for every element it looks at (profiled: a third of
 * a screen test's time): "what is this element's computed style?" (it matches every rule of every style sheet, and
 * emotion adds a sheet per rule) and "which labels name this field?" (it walks the whole document per label). Both
 * answers are kept here until the document changes, so they stay exact.
 *
 * - Computed styles are kept per element until anything in the document mutates (the pending mutation records
 *   are read at every call, so a change made just before is never missed), the window is resized, or the focus,
 *   a checkbox or a field's value changes (pseudo-classes such as :focus and :checked change styles without a
 *   mutation).
 * - An element's labels are found the way the HTML standard defines them (a label whose `for` names the element,
 *   or the label the element is in, when that label names no other), instead of jsdom's walk of every label.
 */

/**
 * The CSS properties a test can observe: what hides an element from Testing Library and jest-dom (display,
 * visibility, opacity), what user-event checks before a click (pointer-events), and the sizes the tests read
 * (max-height, min-width). A test that reads another property adds it here.
 */
const OBSERVED_PROPERTIES = new Set(['display', 'visibility', 'opacity', 'pointer-events', 'max-height', 'min-width']);

/** A declaration block `{a:b;c:d}` with only the observed properties, or '' when none is left. */
function observedDeclarations(block: string): string {
  const kept = block
    .split(';')
    .filter((declaration) => OBSERVED_PROPERTIES.has(declaration.slice(0, declaration.indexOf(':')).trim()));
  return kept.length > 0 ? kept.join(';') : '';
}

/**
 * An emotion rule (`.css-x{...}`, `@media (...){.css-x{...}}`) with only the observed properties; '' when none
 * is left, or for rules that style nothing jsdom computes (@keyframes, @font-face).
 */
export function observedRule(rule: string): string {
  if (/^@(-webkit-)?keyframes|^@font-face|^@import/.test(rule)) return '';
  let changed = false;
  const kept = rule.replace(/\{([^{}]*)\}/g, (_block, declarations: string) => {
    changed = true;
    const left = observedDeclarations(declarations);
    return left ? `{${left}}` : '{}';
  });
  if (!changed) return rule;
  // A selector whose block is empty styles nothing: drop it (and an @media left without rules).
  const pruned = kept.replace(/[^{}]*\{\}/g, '').replace(/@media[^{]*\{\}/g, '');
  return /\{[^{}]+\}/.test(pruned) ? pruned : '';
}

/**
 * Emotion's style sheets receive only what a test can observe: hundreds of MUI rules become a few dozen, and
 * jsdom matches every rule against every element whose style Testing Library asks for (and its ancestors).
 */
function insertOnlyObservedRules(): void {
  const insert = StyleSheet.prototype.insert;
  // Modules outlive the page (vite.config.ts, isolate: false), and this runs once per page.
  if (insert.name === insertObserved.name) return;
  function insertObserved(this: StyleSheet, rule: string) {
    const observed = observedRule(rule);
    if (observed) insert.call(this, observed);
  }
  StyleSheet.prototype.insert = insertObserved;
}

/**
 * Each test file gets a page of its own, while the modules, emotion's cache among them, outlive it (vite.config.ts,
 * isolate: false). Left alone, the cache keeps writing into the first file's page, and takes a rule it wrote there
 * for written: every later file's page would be unstyled (so what a test sees would depend on the files before it),
 * and a style tag of an earlier page can be where the next one is inserted (jsdom's NotFoundError). The cache
 * starts afresh on each page instead.
 */
function styleThisPage(): void {
  // The default cache, which MUI uses: the value of emotion's cache context outside any provider.
  const cache = (CacheProvider as unknown as { _currentValue: EmotionCache })._currentValue;
  cache.sheet.flush();
  (cache.sheet as unknown as { container: Node }).container = document.head;
  cache.inserted = {};
}

const LABELABLE = 'button, input:not([type="hidden"]), meter, output, progress, select, textarea';

/**
 * What is kept about the document until it changes: every cache below starts afresh when anything in the
 * document mutates (the pending mutation records are read at every look, so a change made just before is never
 * missed), the window is resized, or the focus, a checkbox or a field's value changes (pseudo-classes such as
 * :focus and :checked change styles without a mutation).
 */
const kept = {
  styles: new WeakMap<Element, CSSStyleDeclaration>(),
  labelsByFor: null as Map<string, HTMLLabelElement[]> | null,
};
let changes: MutationObserver | null = null;

function forget(): void {
  kept.styles = new WeakMap();
  kept.labelsByFor = null;
}

/** The caches, emptied first when the document has changed since they were filled. */
function current(): typeof kept {
  if (changes && changes.takeRecords().length > 0) forget();
  return kept;
}

function watchTheDocument(): void {
  changes = new MutationObserver(forget);
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  for (const event of ['focusin', 'focusout', 'input', 'change', 'click']) {
    document.addEventListener(event, forget, true);
  }
  window.addEventListener('resize', forget);
}

function keepComputedStyles(): void {
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    if (pseudo) return original(element, pseudo);
    const { styles } = current();
    let style = styles.get(element);
    if (!style) {
      style = original(element);
      styles.set(element, style);
    }
    return style;
  };
}

/** The document's labels with a `for`, by the id they name. */
function labelsByFor(): Map<string, HTMLLabelElement[]> {
  const caches = current();
  if (!caches.labelsByFor) {
    const byFor = new Map<string, HTMLLabelElement[]>();
    for (const label of Array.from(document.getElementsByTagName('label'))) {
      const target = label.getAttribute('for');
      if (target) byFor.set(target, [...(byFor.get(target) ?? []), label]);
    }
    caches.labelsByFor = byFor;
  }
  return caches.labelsByFor;
}

/** The element's labels as the HTML standard defines them, without jsdom's walk of every label of the document. */
function labelsOf(element: HTMLElement): NodeListOf<HTMLLabelElement> {
  const labels = new Set<HTMLLabelElement>();
  const inDocument = element.getRootNode() === document;
  if (element.id && inDocument) {
    // `for` names the first element of the tree with that id.
    const named = labelsByFor().get(element.id) ?? [];
    if (named.length > 0 && document.getElementById(element.id) === element)
      named.forEach((label) => labels.add(label));
  }
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (parent instanceof HTMLLabelElement && !parent.hasAttribute('for')) {
      if (parent.querySelector(LABELABLE) === element) labels.add(parent);
    }
  }
  const ordered = [...labels].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  // A NodeList stand-in: what Testing Library and dom-accessibility-api read of it (length, index, iteration).
  return Object.assign(ordered, {
    item: (index: number) => ordered[index] ?? null,
  }) as unknown as NodeListOf<HTMLLabelElement>;
}

function findLabelsQuickly(): void {
  for (const type of [HTMLInputElement, HTMLSelectElement, HTMLTextAreaElement, HTMLButtonElement, HTMLOutputElement]) {
    Object.defineProperty(type.prototype, 'labels', {
      configurable: true,
      get(this: HTMLElement) {
        if (this instanceof HTMLInputElement && this.type === 'hidden') return null;
        return labelsOf(this);
      },
    });
  }
}

export function speedUpDom(): void {
  insertOnlyObservedRules();
  styleThisPage();
  watchTheDocument();
  keepComputedStyles();
  findLabelsQuickly();
}
