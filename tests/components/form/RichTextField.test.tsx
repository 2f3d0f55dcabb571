import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';

/**
 * A fresh copy of the field: test files share their worker's modules (vitest `isolate: false`),
 * and once another file has loaded the editor, the field's lazy editor renders without loading.
 */
async function freshRichTextField() {
  vi.resetModules();
  return (await import('@/components/form/RichTextField')).RichTextField;
}

describe('RichTextField', () => {
  it('says it is loading while the editor loads, as a named progress bar (a bare named span is announced by nothing)', async () => {
    const RichTextField = await freshRichTextField();
    render(
      <Formik initialValues={{ summary: '<p>Finance</p>' }} onSubmit={() => undefined}>
        <Form>
          <RichTextField name="summary" label="Summary" startHeight="long" />
        </Form>
      </Formik>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lets Tab and Shift+Tab leave the editor: a keyboard user is never trapped in it', async () => {
    const RichTextField = await freshRichTextField();
    const user = userEvent.setup();
    render(
      <Formik initialValues={{ summary: '' }} onSubmit={() => undefined}>
        <Form>
          <input aria-label="Before" />
          <RichTextField name="summary" label="Summary" startHeight="dialogNote" />
          <button type="submit">Save</button>
        </Form>
      </Formik>,
    );
    const editor = await screen.findByRole('textbox', { name: 'Summary' });
    await user.click(editor);
    await user.keyboard('Finance');
    await user.tab();
    // The next stop is past the editor (jsdom, without the theme's CSS, also stops at its hidden link tooltip).
    expect(editor).not.toHaveFocus();
    expect(document.activeElement?.compareDocumentPosition(editor)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
    expect(editor.textContent).toBe('Finance');

    await user.click(editor);
    await user.tab({ shift: true });
    expect(editor).not.toHaveFocus();
    expect(document.activeElement?.compareDocumentPosition(editor)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(editor.textContent).toBe('Finance');
  });
});
