/**
 * The /blocks editor (served from /site-assets/, never inline: the page runs under the strict CSP).
 * Edits a block's node JSON, shows the snippet, and replaces the live example so the loader mounts it anew.
 */
function snippetFor(name: string, node: unknown): string {
  return `<div data-block="${name}" data-node="${encodeURIComponent(JSON.stringify(node))}"></div>`;
}

function wire(form: HTMLFormElement): void {
  const name = form.dataset.editor ?? '';
  const nodeField = form.elements.namedItem('node') as HTMLTextAreaElement;
  const snippetField = form.elements.namedItem('snippet') as HTMLTextAreaElement;
  const status = form.querySelector<HTMLElement>('.site-editor__status');
  const example = form.closest('section')?.querySelector<HTMLElement>(`[data-example="${CSS.escape(name)}"]`);
  const say = (text: string) => {
    if (status) status.textContent = text;
  };

  const parse = (): unknown => {
    try {
      const node = JSON.parse(nodeField.value || '{}');
      nodeField.removeAttribute('aria-invalid');
      return node;
    } catch (error) {
      nodeField.setAttribute('aria-invalid', 'true');
      say(`Not valid JSON: ${(error as Error).message}`);
      return undefined;
    }
  };

  nodeField.addEventListener('input', () => {
    const node = parse();
    if (node === undefined) return;
    snippetField.value = snippetFor(name, node);
    say('');
  });

  form.querySelector('[data-apply]')?.addEventListener('click', () => {
    const node = parse();
    if (node === undefined || !example) return;
    const el = document.createElement('div');
    el.dataset.block = name;
    el.dataset.node = encodeURIComponent(JSON.stringify(node));
    example.replaceChildren(el);
    say('Live example updated.');
  });

  form.querySelector('[data-copy]')?.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(snippetField.value);
      say('Snippet copied.');
    } catch {
      snippetField.select();
      say('Select the snippet and copy it (Ctrl+C).');
    }
  });
}

document.querySelectorAll<HTMLFormElement>('form[data-editor]').forEach(wire);
