// Which widths a responsive image is produced at.
import type { ResponsiveImageOptions } from './types';

export const DEFAULT_IMAGE_OPTIONS: ResponsiveImageOptions = {
  quality: 70,
  max: 1030,
  min: 640,
  steps: 2,
};

/**
 * `steps` widths spread evenly from `min` to `max` (both included, rounded up),
 * clamped to the original width so an image is never enlarged; duplicates
 * left by the clamping are dropped. Narrowest first.
 */
export function computeWidths(
  options: Pick<ResponsiveImageOptions, 'min' | 'max' | 'steps'>,
  originalWidth?: number,
): number[] {
  const low = Math.min(options.min, options.max);
  const high = Math.max(options.min, options.max);
  const steps = Math.max(1, Math.floor(options.steps));
  let widths: number[];
  if (steps === 1 || low === high) widths = [high];
  else {
    const step = (high - low) / (steps - 1);
    widths = Array.from({ length: steps }, (_, i) =>
      i === steps - 1 ? high : Math.ceil(low + step * i),
    );
  }
  if (originalWidth !== undefined && originalWidth > 0)
    widths = widths.map((w) => Math.min(w, originalWidth));
  return [...new Set(widths)].sort((a, b) => a - b);
}
