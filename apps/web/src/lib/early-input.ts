/**
 * What a person does to a server-drawn form before its code has taken it over: the text they
 * type and what they tick stay in the page's fields (the browser keeps them), and the form they
 * send is held, not sent the browser's way (a reload that would empty it). When the part of the
 * page holding the form comes alive, the fields are announced to React as typed and the held
 * submit is sent again, to the form's own handler.
 *
 * Replay rather than forms that post to the server without scripts: the portal's forms are
 * antd's (selects, cascaders, date pickers, a login that keeps its tokens in the browser), with
 * no server route behind them, so only a replay works for login, registration, search and the
 * filters alike. It is kept per part of the page, so a page that brings parts to life one at a
 * time (islands) releases each as it hydrates.
 */

/** Server-drawn parts of the page whose code has not taken them over yet. */
const waitingParts = new Set<Element>();
let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
let isListening = false;

const isWaiting = (node: Node) => [...waitingParts].some((part) => part.contains(node));

function holdSubmit(event: SubmitEvent): void {
  const form = event.target;
  // A form that names its own action is one the browser is meant to send; every other form is
  // the app's, sent by its own handler, never as the browser's reload of the page.
  if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
  event.preventDefault();
  if (!isWaiting(form)) return;
  // React listens on the root from the moment hydration starts; a form it has not reached yet
  // must not get this submit with the values its fields had when the server drew them.
  event.stopPropagation();
  heldSubmit = { form, submitter: event.submitter };
}

/** Called by the page's first script, before anything else, for each part the server drew. */
export function holdEarlyInput(parts: Element[]): void {
  for (const part of parts) waitingParts.add(part);
  if (isListening) return;
  isListening = true;
  // Capture on the document runs before React's own listeners on the root.
  document.addEventListener('submit', holdSubmit, true);
}

const notTyped = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

/**
 * Hydration keeps what the field shows but takes the value the server drew as React's own, so
 * the form's state stays empty and its next render would empty the field. The field is set as
 * drawn where React sees it (React's own setter), then as typed the way typing does (the
 * element's native setter, which React does not see), and the input event typing sends follows.
 */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked))
      return;
    field.checked = !field.checked;
    field.click();
    return;
  }
  if (field.value === field.defaultValue || notTyped.has(field.type)) return;
  const typed = field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function resubmit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (!form.isConnected) return;
  const isOwnButton =
    (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
    submitter.isConnected &&
    submitter.form === form;
  form.requestSubmit(isOwnButton ? submitter : null);
}

/**
 * Called once React has hydrated `part`: its fields report what was typed, then the submit that
 * was held is sent, a task later, so the form's handler reads state that has the typed values.
 */
export function releaseEarlyInput(part: Element): void {
  if (!waitingParts.delete(part)) return;
  for (const field of part.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  ))
    replayTyping(field);
  const held = heldSubmit;
  if (!held || !part.contains(held.form)) return;
  heldSubmit = null;
  setTimeout(() => resubmit(held.form, held.submitter));
}
