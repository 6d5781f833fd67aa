// An image with a light and a dark source: both are in the HTML and the
// colour mode's CSS shows one (no flash before hydration).
import type { ImgHTMLAttributes } from 'react';
import clsx from 'clsx';

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light: string; dark: string };
}

export default function ThemedImage({ sources, className, alt, ...props }: ThemedImageProps) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img
          key={mode}
          src={sources[mode]}
          alt={alt}
          className={clsx('themedImage', `themedImage--${mode}`, className)}
          {...props}
        />
      ))}
    </>
  );
}
