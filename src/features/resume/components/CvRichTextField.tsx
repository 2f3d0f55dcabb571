import { BilingualTextField, type BilingualTextFieldProps } from '@/components/form/BilingualTextField';

/** A rich text of the CV, in the resume language, in an editor for a long text (docs/decisions/042-editor-height.md). */
export function CvRichTextField(props: Omit<BilingualTextFieldProps, 'rich' | 'multiline'>) {
  return <BilingualTextField {...props} rich="long" />;
}
