import { BilingualTextField, type BilingualTextFieldProps } from '@/components/form/BilingualTextField';

/** The rich-text editors of the CV texts are 500 px high. */
const RICH_TEXT_HEIGHT = 500;

/** A rich text of the CV, in the resume language, in an editor of the CV texts' height. */
export function CvRichTextField(props: Omit<BilingualTextFieldProps, 'rich' | 'richHeight' | 'multiline'>) {
  return <BilingualTextField {...props} rich richHeight={RICH_TEXT_HEIGHT} />;
}
