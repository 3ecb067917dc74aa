import { pawsBlogPages } from './muddy-paws-grooming.blog.ts';
import { pawsLayout, pawsNotFound } from './muddy-paws-grooming.layout.ts';
import { pawsLegalPages } from './muddy-paws-grooming.legal.ts';
import { pawsHome, pawsPages } from './muddy-paws-grooming.pages.ts';
import { pawsServicePages } from './muddy-paws-grooming.services.ts';
import type { SiteDefinition } from './site-server.ts';

export const MUDDY_PAWS_DOMAIN = 'muddy-paws-grooming.test';

/**
 * Muddy Paws Grooming, a (made-up) dogs-only grooming salon at Unit 3, Oatlands Yard, 58 Leeds Road, Harrogate
 * HG2 8BE, started by Hannah Whitaker in her garage on Skipton Road in 2017 and in its own salon since April
 * 2023; built with Wix Studio: `#SITE_CONTAINER` > `#main_MF` > `#site-root` > `#masterPage` with the header, a
 * pages container that is a plain `div` (no `<main>`) and the footer; every element a `comp-<generated id>`
 * with generated class names, `bgLayers` and `inline-content` / `mesh-container-content` wrappers around every
 * section, column and box; text in rich text elements (`div.wixui-rich-text[data-testid="richTextElement"]`)
 * as `<p class="font_8">` paragraphs whose sentences sit in separate, sometimes nested `<span>`s, headings as
 * `<h1 class="font_0">`, `<h2 class="font_2">`, `<h3 class="font_4">` or enlarged bold `<p class="font_7">`
 * lines, empty `wixGuard` spacer paragraphs; the price list as CMS repeaters whose items print the name,
 * description, duration and price each in its own rich text element; the team as a repeater with 'Days: Mon ·
 * Tue · Wed · Fri'; the opening hours on the contact page as a grid of boxes, one per cell, tied only by
 * position; a Wix Bookings service list ("Book Now", "Read More", 'From £88', '2 hr 30 min'); an accordion FAQ
 * saved with every panel `hidden`; a horizontal menu with a "More" dropdown and a hamburger holding a hidden
 * copy of the menu; the Wix Members "Log In" bar; Wix Blog pages (`/blog`, `/post/<slug>`) with 'Jan 12, 2024 ·
 * 2 min read' dates, category menu, counters and three other posts under every post; a footer with the
 * address, phone, WhatsApp, email, hours as '08:30 – 17:00' where the contact page writes '8:30am – 5pm', the
 * company number and the template's '© 2035 by Muddy Paws. Powered and secured by Wix' on every page; the
 * consent banner ("This website uses cookies…") and the free plan's "This site was designed with the Wix.com
 * website builder" ad.
 *
 * Facts: open Monday, Tuesday, Thursday and Friday 8:30am – 5pm, Wednesday 8:30am – 7pm, Saturday 8am – 2pm,
 * closed Sundays; walk-in nail clinic Wednesdays 5pm – 7pm (£10), everything else by appointment. Full Groom
 * small (up to 10kg) £46 (2 hr), medium £56 (2 hr 30 min), large £68 (3 hr), giant from £88; Bath & Tidy
 * £34 / £42 / £52 / from £64; Hand Strip from £62 (2 hr 30 min, with Priya); De-shed Treatment from £50;
 * Golden Oldies Groom (10 and over, Monday and Thursday mornings) £44; Puppy Intro (under 6 months) £30 (1 hr,
 * Tuesdays and Thursdays at 1pm or 2pm, owners welcome to stay), Puppy Package £78 for three visits within
 * 3 months (by phone only); nail clip £10, teeth brushing £6, blueberry facial £4, paw & nose balm £3, flea
 * bath £14. Puppies from 12 weeks, a week after the second vaccination. Team days: Hannah Mon · Tue · Wed ·
 * Fri, Priya Tue · Wed · Thu · Sat, Josh Mon · Thu · Fri · Sat, Ruby Wed · Fri · Sat. Booking policy: a £20
 * deposit by card on every booking (no appointment held without one), 48 hours' notice to move or refund it,
 * less and the deposit is kept, a no-show pays 50%, more than 15 minutes late may be rebooked, collection
 * within 30 minutes of the text then £8 per 15 minutes, de-matting £12 per 15 minutes up to 30 minutes then a
 * shave-down. Quiet Paws appointments (the first slot, only your dog in the salon). Gift vouchers £25, £50 or
 * £75 by email, printed from £20, valid 12 months, non-refundable. Negatives each said once or twice: no cats,
 * never sedation, closed Sundays, no booking without a deposit, owners don't stay (except Puppy Intros), no
 * anal glands, no American Express, no shaving double coats unless matted, the Puppy Package not online.
 *
 * Traps: a spring 2025 new-client offer (20% off the first Full Groom, code SPRING20, 1 March – 31 May 2025)
 * still in a strip on the home page and in its post, while the FAQ says it ended; a mobile grooming van
 * 'coming in 2027' (spring 2027, Knaresborough, Ripon, Pateley Bridge, Wetherby), no prices, not bookable;
 * a January 2024 post never taken down (Full Groom £38 / £47 / £58 / from £75, Bath & Tidy £28 / £35, nail clip
 * £7, Puppy Intro £25, a £15 deposit, open Tuesday to Saturday 8:30am – 4:30pm, a Sunday nail clinic 10am –
 * 12 noon); 2021 template terms labelled '2021 version' (the old address at 14 Skipton Road HG1 4LF, dogs and
 * cats, a £5 deposit, 24 hours' notice, owners welcome to stay, matting at £5 per 15 minutes, cheques,
 * vouchers valid 6 months) contradicting the booking policy; and a Christmas 2026 post alone holding the
 * holiday hours (21–22 December 8am – 6pm, 23 December 8am – 7pm, Christmas Eve 8am – 12 noon, closed 25 to
 * 28 December, 29–30 December 9am – 3pm, New Year's Eve 9am – 1pm, closed New Year's Day, Saturday 2 January
 * 8am – 2pm, normal hours from Monday 4 January 2027), the last nail clinic (23 December) and the Santa Paws
 * photos (Saturday 12 December, 9am – 1pm, a £10 donation). The site's today is Tuesday 24 November 2026.
 * English only.
 */
export const muddyPawsGrooming: SiteDefinition = {
  domain: MUDDY_PAWS_DOMAIN,
  language: 'en',
  pages: [pawsHome, ...pawsServicePages, ...pawsPages, ...pawsBlogPages, ...pawsLegalPages].map(pawsLayout),
  robots:
    '# By Wix\nUser-agent: *\nAllow: /\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n',
  notFound: pawsLayout(pawsNotFound).html,
};
