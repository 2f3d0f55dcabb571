import { observedRule } from '../domSpeed';

// The faster page of the screen tests (tests/domSpeed.ts, set up in tests/setup.dom.ts) must answer as jsdom does.

// These tests write the page themselves, not through Testing Library, so they empty it themselves.
afterEach(() => document.body.replaceChildren());

describe('the rules emotion adds in tests', () => {
  it('keep only what a test can observe, and drop what then styles nothing', () => {
    expect(observedRule('.css-a{display:flex;color:red;padding:4px}')).toBe('.css-a{display:flex}');
    expect(observedRule('.css-b{color:red}')).toBe('');
    expect(observedRule('@media (min-width:600px){.css-c{visibility:hidden;margin:0}}')).toBe(
      '@media (min-width:600px){.css-c{visibility:hidden}}',
    );
    expect(observedRule('@media (min-width:600px){.css-d{margin:0}}')).toBe('');
    expect(observedRule('@keyframes spin{0%{opacity:0}100%{opacity:1}}')).toBe('');
    expect(observedRule('@font-face{font-family:x}')).toBe('');
  });
});

describe('computed styles, kept until the page changes', () => {
  // Only its own style element is taken out again: emotion's, which later files of this worker add to, stay.
  it('follow a class, an attribute and a removed rule changed just before the question', () => {
    const style = document.createElement('style');
    style.textContent = '.gone{display:none} [data-hidden]{visibility:hidden}';
    document.head.append(style);
    const element = document.createElement('div');
    document.body.append(element);

    expect(getComputedStyle(element).display).toBe('block');
    element.className = 'gone';
    expect(getComputedStyle(element).display).toBe('none');
    element.setAttribute('data-hidden', '');
    expect(getComputedStyle(element).visibility).toBe('hidden');
    style.remove();
    expect(getComputedStyle(element).display).toBe('block');
    expect(getComputedStyle(element).visibility).toBe('visible');
  });
});

describe("a field's labels", () => {
  const labelTexts = (id: string) =>
    Array.from((document.getElementById(id) as HTMLInputElement).labels ?? [], (label) => label.textContent);

  it('are the labels that name it and the label it is in, in document order, as the HTML standard says', () => {
    document.body.innerHTML = `
      <label for="a">first</label>
      <label>around <input id="a"></label>
      <label for="b">for b</label>
      <label for="a">last</label>
      <label for="b">outer <input id="a2"></label>
      <input id="b"><input type="hidden" id="h"><label for="h">hidden</label>`;
    expect(labelTexts('a')).toEqual(['first', 'around ', 'last']);
    expect(labelTexts('b')).toEqual(['for b', 'outer ']);
    expect(labelTexts('a2')).toEqual([]);
    expect((document.getElementById('h') as HTMLInputElement).labels).toBeNull();
  });

  it('follow a label added, renamed or removed just before the question', () => {
    document.body.innerHTML = '<input id="x"><input id="y">';
    expect(labelTexts('x')).toEqual([]);
    const label = document.createElement('label');
    label.htmlFor = 'x';
    label.textContent = 'X';
    document.body.append(label);
    expect(labelTexts('x')).toEqual(['X']);
    label.htmlFor = 'y';
    expect(labelTexts('x')).toEqual([]);
    expect(labelTexts('y')).toEqual(['X']);
    label.remove();
    expect(labelTexts('y')).toEqual([]);
  });
});
