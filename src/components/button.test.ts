import { describe, expect, it } from 'vitest';

import { buttonClass } from './button.ts';

describe('buttonClass', () => {
  it('gives each variant its class, primary by default', () => {
    expect(buttonClass()).toBe('button');
    expect(buttonClass({ variant: 'secondary' })).toBe('button secondary');
    expect(buttonClass({ variant: 'ghost' })).toBe('button ghost');
    expect(buttonClass({ variant: 'link' })).toBe('link-button');
  });

  it('adds size, full width and the caller’s classes', () => {
    expect(buttonClass({ size: 'sm', block: true, className: 'show-me' })).toBe(
      'button button-sm button-block show-me',
    );
  });
});
