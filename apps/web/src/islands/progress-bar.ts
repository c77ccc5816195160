/**
 * The application's progress bar while a tapped island's code arrives: nprogress's own element
 * and styles (the page already has them), drawn without nprogress, whose CommonJS module would
 * bring the bundler's interop chunk into the page's first script, which must stay one file.
 */
let bar: HTMLElement | null = null;

export function showProgress(): void {
  bar?.remove();
  bar = document.createElement('div');
  bar.id = 'nprogress';
  const inner = document.createElement('div');
  inner.className = 'bar';
  inner.style.transform = 'translate3d(-92%, 0, 0)';
  inner.style.transition = 'transform 3s ease-out';
  bar.append(inner);
  document.body.append(bar);
  requestAnimationFrame(() => (inner.style.transform = 'translate3d(-15%, 0, 0)'));
}

export function hideProgress(): void {
  const done = bar;
  bar = null;
  const inner = done?.firstElementChild;
  if (!done || !(inner instanceof HTMLElement)) return;
  inner.style.transition = 'transform 0.2s linear, opacity 0.3s linear 0.2s';
  inner.style.transform = 'translate3d(0, 0, 0)';
  inner.style.opacity = '0';
  setTimeout(() => done.remove(), 600);
}
