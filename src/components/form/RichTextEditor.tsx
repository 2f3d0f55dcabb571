import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import ReactQuill from 'react-quill-new';

import 'react-quill-new/dist/quill.snow.css';

import { sanitizeHtml } from '@/lib/sanitize';

import { richTextHeights, type RichTextStart } from './richTextHeight';

/**
 * The lazy part of RichTextField: quill (react-quill-new, docs/decisions/020-rich-text.md) and its CSS. Only
 * the list format, a toolbar with the bullet list only; the output is cleaned to p, ul, li
 * and br, with `&nbsp;` turned back into spaces (docs/decisions/011-server-html.md).
 */

export interface RichTextEditorProps {
  id: string;
  initialValue: string;
  /** The field's value now: when it changes from outside (a restored draft, a copied entry), the editor shows it. */
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labelledBy: string;
  describedBy?: string;
  toolbarLabel: string;
  bulletListLabel: string;
  maxLength?: number;
  startHeight: RichTextStart;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
}

/** How many of the editor's recent values are remembered (see `reported`). */
const REPORTED_KEPT = 100;

/**
 * Tab and Shift+Tab move the focus, as in any text field, instead of inserting a tab or indenting a list (a
 * keyboard user is never trapped in the editor); the lists have one level, so there is nothing to indent.
 */
const TAB_MOVES_FOCUS = {
  tab: null,
  indent: null,
  outdent: null,
  'remove tab': null,
  'indent code-block': null,
  'outdent code-block': null,
};

const MODULES = { toolbar: [[{ list: 'bullet' }]], keyboard: { bindings: TAB_MOVES_FOCUS } };
const FORMATS = ['list'];

/** Quill's HTML as the API should get it: '' when empty, sanitized otherwise. */
export function cleanEditorHtml(html: string, text: string): string {
  if (text.trim() === '') return '';
  const lists = html.replace(/<ol(\s[^>]*)?>/g, '<ul>').replace(/<\/ol>/g, '</ul>');
  const clean = sanitizeHtml(lists.replace(/&nbsp;/g, ' ').replace(/\u00a0/g, ' '), 'richText');
  // Empty paragraphs before or after the text are only the editor's caret lines.
  return clean.replace(/^(<p>(<br>)?<\/p>)+|(<p>(<br>)?<\/p>)+$/g, '');
}

/** Where the visible text (line breaks not counted) passes `max`, or -1. */
function cutIndex(text: string, max: number): number {
  let visible = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '\n') continue;
    visible += 1;
    if (visible > max) return index;
  }
  return -1;
}

export default function RichTextEditor({
  id,
  initialValue,
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  toolbarLabel,
  bulletListLabel,
  maxLength,
  startHeight,
  invalid,
  required,
  disabled,
}: RichTextEditorProps) {
  const ref = useRef<ReactQuill>(null);
  /**
   * What the editor reported (and started with). The form's value arrives a render later, so
   * while someone types it may be one of these, already overtaken: only a value the editor never
   * reported came from outside (a restored draft, a copied entry) and is put into the editor.
   */
  const reported = useRef(new Set([initialValue]));

  useEffect(() => {
    const quill = ref.current?.getEditor();
    if (!quill || reported.current.has(value)) return;
    reported.current = new Set([value]);
    // Silent: the value is the form's already; reporting it back would mark the form as typed in.
    quill.setContents(quill.clipboard.convert({ html: sanitizeHtml(value, 'richText') }), 'silent');
  }, [value]);

  // Screen readers: the editing area is a labelled multi-line text box; the toolbar and its button are named.
  useEffect(() => {
    const quill = ref.current?.getEditor();
    if (!quill) return;
    const root = quill.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelledBy);
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    root.setAttribute('aria-invalid', String(Boolean(invalid)));
    if (required) root.setAttribute('aria-required', 'true');
    const container = root.closest('.rich-text-editor');
    const toolbar = container?.querySelector('.ql-toolbar');
    toolbar?.setAttribute('role', 'toolbar');
    toolbar?.setAttribute('aria-label', toolbarLabel);
    toolbar?.querySelector('button.ql-list')?.setAttribute('aria-label', bulletListLabel);
  }, [labelledBy, describedBy, invalid, required, toolbarLabel, bulletListLabel]);

  // Trims what goes beyond the maximum of visible characters (a paste, or typing at the limit).
  useEffect(() => {
    const quill = ref.current?.getEditor();
    if (!quill || maxLength === undefined) return;
    const trim = () => {
      const cut = cutIndex(quill.getText(), maxLength);
      if (cut >= 0) quill.deleteText(cut, quill.getLength() - 1 - cut, 'user');
    };
    quill.on('text-change', trim);
    return () => {
      quill.off('text-change', trim);
    };
  }, [maxLength]);

  return (
    <Box
      className="rich-text-editor"
      sx={{
        '& .ql-toolbar': {
          borderTopLeftRadius: 4,
          borderTopRightRadius: 4,
          borderColor: invalid ? 'error.main' : 'rgba(0,0,0,0.23)',
        },
        '& .ql-container': {
          borderBottomLeftRadius: 4,
          borderBottomRightRadius: 4,
          borderColor: invalid ? 'error.main' : 'rgba(0,0,0,0.23)',
          fontFamily: 'inherit',
          fontSize: '1rem',
        },
        '& .ql-editor': { ...richTextHeights(startHeight), overflowY: 'auto' },
        '& .ql-editor:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <ReactQuill
        ref={ref}
        id={id}
        theme="snow"
        defaultValue={initialValue}
        modules={MODULES}
        formats={FORMATS}
        readOnly={disabled}
        onChange={(html, _delta, _source, editor) => {
          const clean = cleanEditorHtml(html, editor.getText());
          const seen = reported.current;
          seen.add(clean);
          // A long session of typing keeps the recent values only.
          if (seen.size > REPORTED_KEPT) seen.delete(seen.values().next().value ?? '');
          onChange(clean);
        }}
        onBlur={() => onBlur()}
      />
    </Box>
  );
}
