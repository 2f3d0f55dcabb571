import { render, screen } from '@testing-library/react';
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
});
