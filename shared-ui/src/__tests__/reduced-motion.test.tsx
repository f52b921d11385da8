import { renderHook } from '@testing-library/react';
import { useReducedMotion } from '../providers/use-reduced-motion';

function mediaMatching(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

it('follows the system setting for reduced motion', () => {
  mediaMatching(true);
  expect(renderHook(() => useReducedMotion()).result.current).toBe(true);
  mediaMatching(false);
  expect(renderHook(() => useReducedMotion()).result.current).toBe(false);
});
