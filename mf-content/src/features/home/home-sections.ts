import { countries, type CountryCode, type ShopMode } from 'config';

/** The optional parts of the home page; the core (search, what we buy, how it works, trust) always shows. */
export interface HomeSections {
  reviewSeal: boolean;
  reviewSlider: boolean;
  newsletter: boolean;
  socialMedia: boolean;
  conditionsVideo: boolean;
  b2bTeaser: boolean;
  /** The CMS's banner under the hero (a campaign or a service note). */
  banner: boolean;
}

/**
 * Which optional parts a country and shop mode show. The country's flags decide; the widget modes
 * (b2bWidget, aganwidget) sit inside a partner's page and show none of our own channels (reviews,
 * newsletter, social media), no B2B teaser and no banner, only what helps sell a device (the conditions video).
 */
export function homeSections(country: CountryCode, shopMode: ShopMode): HomeSections {
  const c = countries[country];
  const fullShop = shopMode === 'default' || shopMode === 'agan';
  return {
    reviewSeal: fullShop && c.reviewSeal.seal,
    reviewSlider: fullShop && c.reviewSeal.slider,
    newsletter: fullShop && c.newsletter,
    socialMedia: fullShop && c.socialMediaButtons,
    conditionsVideo: c.conditionsVideo,
    b2bTeaser: shopMode === 'default' && c.b2b,
    banner: fullShop && c.homeBanner,
  };
}
