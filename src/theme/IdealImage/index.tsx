// A responsive image: `srcset` from the build's resized files, explicit
// width/height (no layout shift), lazy loading, and a blurred low-quality
// placeholder behind it until the image has loaded.
//
// In MDX:
//   import IdealImage from '@theme/IdealImage';
//   import picture from './picture.png?responsive';
//   <IdealImage img={picture} alt="What the picture shows" />
import clsx from 'clsx';
import { useEffect, useRef, useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import type { ResponsiveImage } from '@docgen/shared/types';
import './styles.css';

type ImgAttributes = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'placeholder' | 'alt'
>;

export interface IdealImageProps extends ImgAttributes {
  /** A `?responsive` import (or a module holding one as `default`), or a plain URL. */
  img: ResponsiveImage | { default: ResponsiveImage } | string;
  alt: string;
  /** The `sizes` attribute: how wide the image is displayed. Default: up to its own width. */
  sizes?: string;
  /** Classes on the wrapper. */
  className?: string;
  /** Eager loading for an image above the fold. */
  eager?: boolean;
}

function normalize(img: IdealImageProps['img']): ResponsiveImage | string {
  if (typeof img === 'string') return img;
  return 'default' in img ? img.default : img;
}

export default function IdealImage({
  img,
  alt,
  sizes,
  className,
  eager,
  style,
  onLoad,
  ...rest
}: IdealImageProps) {
  const image = normalize(img);
  const imgRef = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);

  // The image may finish loading before hydration attaches onLoad.
  useEffect(() => {
    const el = imgRef.current;
    if (el?.complete && el.naturalWidth > 0) setLoaded(true);
  }, []);

  if (typeof image === 'string') {
    return (
      <img
        {...rest}
        src={image}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={className}
        style={style}
        onLoad={onLoad}
      />
    );
  }

  const { width, height } = image;
  const wrapperStyle: CSSProperties = {
    aspectRatio: `${width} / ${height}`,
    maxWidth: width,
    backgroundImage: loaded ? undefined : `url("${image.placeholder}")`,
  };
  return (
    <div
      className={clsx('idealImage', loaded && 'idealImage--loaded', className)}
      style={wrapperStyle}
    >
      <img
        {...rest}
        ref={imgRef}
        className="idealImage__img"
        src={image.src}
        srcSet={image.srcSet.map((s) => `${s.path} ${s.width}w`).join(', ')}
        sizes={sizes ?? `(min-width: ${width}px) ${width}px, 100vw`}
        width={width}
        height={height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        style={style}
        onLoad={(event) => {
          setLoaded(true);
          onLoad?.(event);
        }}
      />
    </div>
  );
}
