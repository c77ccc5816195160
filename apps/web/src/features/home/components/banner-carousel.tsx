import { Skeleton, theme } from 'antd';
import type { Banner } from '@zyz/domain';
import { oneLineClass } from '../../../components/home-panel';
import { bannerSkipHref, useBanners } from '../api/banners';
import { useDisplayMode } from '../../../lib/display-mode';
import { dotTargetOf, SlideTrack } from './slide-track';

function Slide({ banner, isFirst }: { banner: Banner; isFirst: boolean }) {
  const { token } = theme.useToken();
  const dotTargetPx = dotTargetOf(useDisplayMode().care);
  const image = (
    <img
      src={banner.image}
      alt={banner.title}
      width={1200}
      height={400}
      // The first picture is what a visitor sees first; the rest can wait.
      loading={isFirst ? 'eager' : 'lazy'}
      fetchPriority={isFirst ? 'high' : 'auto'}
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '3 / 1',
        objectFit: 'cover',
        borderRadius: token.borderRadiusLG,
      }}
    />
  );
  const picture = (
    <figure style={{ position: 'relative', margin: 0 }}>
      {image}
      {/* The picture's alt says the same: a screen reader reads the title once, not twice. */}
      <figcaption
        aria-hidden
        className={oneLineClass}
        style={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          padding: `${token.paddingSM}px ${token.padding}px`,
          // Above the dots' touch targets, which sit marginSM from the bottom.
          paddingBottom: token.marginSM + dotTargetPx + token.paddingXXS,
          color: token.colorTextLightSolid,
          background: `linear-gradient(transparent, ${token.colorBgMask})`,
          fontSize: token.fontSizeLG,
          borderEndStartRadius: token.borderRadiusLG,
          borderEndEndRadius: token.borderRadiusLG,
        }}
      >
        {banner.title}
      </figcaption>
    </figure>
  );
  if (banner.linkType === 'none') return picture;
  return (
    <a
      href={bannerSkipHref(banner.id)}
      title={banner.title}
      data-testid="home-banner-link"
      {...(banner.linkType === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {picture}
    </a>
  );
}

/** The Home carousel; with no banner showing it takes no room. */
export function BannerCarousel() {
  const { token } = theme.useToken();
  const { data, isPending, isError } = useBanners();
  if (isPending)
    return (
      <div
        style={{
          aspectRatio: '3 / 1',
          background: token.colorFillTertiary,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Skeleton.Node active style={{ width: '100%', height: '100%' }} />
      </div>
    );
  if (isError || data.length === 0) return null;
  return (
    <section data-testid="home-banners" aria-label="轮播图" aria-roledescription="carousel">
      <SlideTrack count={data.length}>
        {data.map((b, i) => (
          <Slide key={b.id} banner={b} isFirst={i === 0} />
        ))}
      </SlideTrack>
    </section>
  );
}
