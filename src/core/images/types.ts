// What importing an image with `?responsive` yields (see loader.ts).

export interface ResponsiveImageOptions {
  /** Encoder quality, 1–100. */
  quality: number;
  /** Largest width produced. */
  max: number;
  /** Smallest width produced. */
  min: number;
  /** How many widths between min and max (inclusive). */
  steps: number;
}

export interface ResponsiveImageSource {
  /** Public URL of one resized file. */
  path: string;
  width: number;
}

export interface ResponsiveImage {
  /** The largest file: the fallback `src`. */
  src: string;
  /** Every resized file, narrowest first. */
  srcSet: ResponsiveImageSource[];
  /** Intrinsic size of `src`. */
  width: number;
  height: number;
  /** A tiny blurred version as a data URI, shown while the image loads. */
  placeholder: string;
}
