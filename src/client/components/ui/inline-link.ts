// The look of a link inside a sentence. Its vertical padding makes the tap target 44 px tall
// (issue 16) without moving the text: padding on an inline box does not change the line.
export const inlineLinkClasses = 'py-3.5 font-semibold text-accent underline underline-offset-4';
