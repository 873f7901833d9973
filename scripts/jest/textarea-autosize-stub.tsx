import { forwardRef, type ChangeEvent, type TextareaHTMLAttributes } from 'react';

// Jest only (the browser project's moduleNameMapper): MUI's TextareaAutosize, which every multiline
// TextField renders, without its height measuring. After every render and on every change it calls
// getComputedStyle on the textarea, and jsdom answers that by matching each of the page's emotion rules
// against the element and its ancestors: a third of the CPU of a dialog test with a multiline field
// (add-client-dialog: 113 of 376 profiled seconds), to learn a height that jsdom, with no layout, always
// reports as 0. What the field does for a user is kept: a real <textarea> with the value, the rows,
// the change handler and the ref, and the caret kept at the end after a typed newline.

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { minRows?: number | string; maxRows?: number | string };

const TextareaAutosize = forwardRef<HTMLTextAreaElement, Props>(function TextareaAutosize(props, ref) {
  // maxRows only caps the measured height.
  const { minRows = 1, maxRows: _capsTheHeight, onChange, ...other } = props;
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const textarea = event.target;
    const length = textarea.value.length;
    if (textarea.value.endsWith('\n') && textarea.selectionStart === length) textarea.setSelectionRange(length, length);
    onChange?.(event);
  };
  return <textarea rows={Number(minRows)} {...other} onChange={handleChange} ref={ref} />;
});

export default TextareaAutosize;
