/**
 * How wide each kind of food picture is shown (the `sizes` of its `<img srcset>`). The storefront
 * renders them and the API preloads the largest paint's picture with the same `imagesizes`: the
 * two must agree, or a browser fetches the picture twice at two widths.
 */

/**
 * A menu card: a 96 px thumbnail in a phone's compact row (below 560 px, food-card.module.css),
 * a grid column beyond (250-375 px wide). "100vw" up to 600 px made a phone fetch the largest
 * rendition for its 96 px thumbnail (decision 0106).
 */
export const FOOD_CARD_PICTURE_SIZES = '(max-width: 559px) 96px, 360px';

/** A dish page's main picture. */
export const FOOD_GALLERY_PICTURE_SIZES = '(max-width: 800px) 100vw, 800px';

/**
 * The home page's large hero plate: 76% of the collage (the column less its 16 px padding each
 * side on a phone, 520 px at most), and a 4:3 picture covering a round plate is drawn 4/3 as wide
 * as the plate: about the collage's width.
 */
export const HOME_HERO_PICTURE_SIZES = '(min-width: 600px) 530px, calc(100vw - 32px)';

/** The home page's two small plates: 36% and 32% of the collage, so 48% of it at most. */
export const HOME_SIDE_PLATE_PICTURE_SIZES = '(min-width: 600px) 250px, calc(48vw - 16px)';
