import { render, screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { RichTextField } from '@/components/form/RichTextField';

describe('RichTextField', () => {
  it('says it is loading while the editor loads, as a named progress bar (a bare named span is announced by nothing)', async () => {
    render(
      <Formik initialValues={{ summary: '<p>Finance</p>' }} onSubmit={() => undefined}>
        <Form>
          <RichTextField name="summary" label="Summary" />
        </Form>
      </Formik>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
