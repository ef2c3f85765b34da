import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { DataLink } from './data-link';

describe('DataLink', () => {
  it.each([['https://example.com/plan.pdf'], ['/nl/detail/1'], ['mailto:a@b.be'], ['tel:+32']])('links the safe URL %s', (href) => {
    const { getByRole } = render(<DataLink href={href} className="x">plan</DataLink>);
    expect(getByRole('link', { name: 'plan' }).getAttribute('href')).toBe(href);
  });

  it.each([['javascript:alert(1)'], [' JAVASCRIPT:alert(1)'], ['data:text/html,x'], ['//evil.example'], [null], [undefined]])(
    'renders %j as text, not a link',
    (href) => {
      const { container, queryByRole } = render(<DataLink href={href} className="x">plan</DataLink>);
      expect(queryByRole('link')).toBeNull();
      expect(container.querySelector('span.x')?.textContent).toBe('plan');
      expect(container.innerHTML).not.toContain('javascript');
    },
  );
});
