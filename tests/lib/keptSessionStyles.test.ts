import { activateKeptSessionStyles, KEPT_SESSION_STYLES_ID } from '@/lib/keptSessionStyles';

const RULES = '.css-abc{display:flex;}';

function pageWith(template: string | null): Document {
  const doc = document.implementation.createHTMLDocument('');
  if (template !== null) doc.head.innerHTML = template;
  return doc;
}

const emotionStyles = (doc: Document) => [...doc.head.querySelectorAll('style[data-emotion]')];

describe('activateKeptSessionStyles', () => {
  it("moves the template's styles into the head, where emotion's cache reads them as inserted", () => {
    const doc = pageWith(
      `<template id="${KEPT_SESSION_STYLES_ID}"><style data-emotion="css abc">${RULES}</style></template>`,
    );
    expect(emotionStyles(doc)).toHaveLength(0);

    activateKeptSessionStyles(doc);

    const [style] = emotionStyles(doc);
    expect(style?.getAttribute('data-emotion')).toBe('css abc');
    expect(style?.textContent).toBe(RULES);
    expect(doc.getElementById(KEPT_SESSION_STYLES_ID)).toBeNull();
  });

  it('changes nothing on a page without the template, or with an element of that id that is not one', () => {
    const bare = pageWith(null);
    const bareHead = bare.head.innerHTML;
    activateKeptSessionStyles(bare);
    expect(bare.head.innerHTML).toBe(bareHead);

    const other = pageWith(`<div id="${KEPT_SESSION_STYLES_ID}"><style data-emotion="css abc">${RULES}</style></div>`);
    const before = other.head.innerHTML;
    activateKeptSessionStyles(other);
    expect(other.head.innerHTML).toBe(before);
  });
});
