import sanitizeHtml from 'sanitize-html';

// What the console's editor (Quill) produces, and nothing else: no script, no event handler,
// no style sheet, no frame, no javascript:/data: address. Alignment and indentation arrive as
// ql-* classes, colours as inline styles limited to plain colour values.
const colour = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d\s.,%]+\)$/i, /^[a-z]{3,20}$/i];
const qlClass = ['ql-align-*', 'ql-indent-*', 'ql-size-*', 'ql-direction-*'];

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'ol',
    'ul',
    'li',
    'a',
    'img',
    'span',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    li: ['data-list'],
    '*': ['class', 'style'],
  },
  allowedClasses: { '*': qlClass },
  allowedStyles: {
    '*': {
      color: colour,
      'background-color': colour,
      'text-align': [/^(left|right|center|justify)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave the platform in a new tab and cannot reach back through window.opener.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
  exclusiveFilter: (frame) =>
    // Relative images only from our uploads (no ../ games, no other server path).
    frame.tag === 'img' &&
    (!frame.attribs.src ||
      (!frame.attribs.src.startsWith('https://') &&
        !/^\/uploads\/[\w/.-]+$/.test(frame.attribs.src)) ||
      frame.attribs.src.includes('..')),
};

/** Rich text from the console made safe to render as HTML on the portal. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** The words of a rich text, for search and page descriptions. */
export function plainTextOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when sanitising left no words and no image: "<p><script>…</script></p>" is no article. */
export const isBlankRichText = (html: string) => plainTextOf(html) === '' && !/<img\s/i.test(html);
