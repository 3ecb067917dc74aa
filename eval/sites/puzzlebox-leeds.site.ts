import { puzzleBlogPages } from './puzzlebox-leeds.blog.ts';
import { puzzleLayout, puzzleNotFound } from './puzzlebox-leeds.layout.ts';
import { puzzleLegalPages } from './puzzlebox-leeds.legal.ts';
import { puzzleHome, puzzlePages } from './puzzlebox-leeds.pages.ts';
import { puzzleRoomPages } from './puzzlebox-leeds.rooms.ts';
import type { SiteDefinition } from './site-server.ts';

export const PUZZLEBOX_DOMAIN = 'puzzlebox-leeds.test';

/**
 * Puzzlebox, a (made-up) escape-room venue and board-game café in a Victorian dye works on Tannery Row,
 * Holbeck, Leeds, built with Next.js 15 (App Router, `output: 'export'`), Tailwind and shadcn/ui: `<html
 * lang="en-GB">`, fonts preloaded, `/_next/static/chunks/…` scripts, `<div>`s with long utility class lists,
 * `next/image` `<img srcset>` (the hero through `next/legacy/image`, with its `<noscript>` copy), an
 * announcement bar, a sticky header whose Radix navigation menu leaves the "Escape rooms" dropdown
 * unrendered, shadcn cards, tables, alerts and badges, stat lines split by React's `<!-- -->`, Radix tabs
 * with every panel printed (`forceMount`) but only the first shown (`hidden`, `data-state="inactive"`), Radix
 * accordions saved closed with their answers in `hidden` regions, a booking system's embed ("Loading
 * availability…"), a cookie consent dialog, a footer with the address, phone, email, opening days, company
 * and VAT numbers on every page, and the RSC payload (`self.__next_f.push`) at the end of every page repeating
 * the whole rendered page as JSON-escaped strings. Pages at `.html`-less routes.
 *
 * Rooms (the overview table holds players, time and difficulty; minimum age, hints, escape rate and record
 * only each room's hidden Details tab, accessibility its hidden Accessibility tab): The Vault 2–6 players, 60
 * minutes, hard, from 12, the one fully wheelchair-accessible room; The Curator's Study 2–5, 60 minutes,
 * medium, from 10, a low tunnel; Dead Air 3–8, 75 minutes, very hard, from 16, first floor up 24 stairs with
 * no lift, strobe lighting, a ladder; The Toymaker's Workshop 2–6, 45 minutes, easy, from 6, unlimited hints,
 * £75 / £85 per room, a 60 cm door; The Lighthouse coming in spring 2027, not bookable, built where The
 * Alchemist's Lab was until August 2026. Prices per person by team size in two tabs, off-peak (Tuesday–
 * Thursday and Friday before 5pm: 2 players £32 … 6 £20, 7–8 £19) shown and peak (Friday from 5pm,
 * weekends, bank holidays: 2 £36, 4 £28, 6 £23, 7–8 £21 each, £168 for eight) hidden; £40 deposit, student
 * 10% off-peak. Booking rules: arrive 15 minutes early, more than 20 minutes late and the game is lost,
 * cancel 48 hours ahead for a refund, move once free up to 48 hours, then £15. Escape rooms closed on Mondays
 * (Tuesday–Thursday 2pm–10pm, Friday 12 noon–11pm, Saturday 10am–11pm, Sunday 10am–8pm); the café keeps its
 * own hours (10am every day, to 10pm Monday–Thursday, 12 midnight Friday–Saturday, 9pm Sunday; kitchen to
 * 8.30pm, 7pm on Sunday), a £6 table fee (free on the day you play), a menu with prices and allergens in
 * three tabs. Parties (£18 a child, own cake allowed; hen and stag £39), team building (£35 / £48 per person
 * plus VAT, exclusive Monday hire £1,450, no games at your office), gift vouchers (£20–£250, 12 months, gift
 * box £3.50, not for cash). Only in the closed FAQ accordion: free lockers, phones not allowed in the rooms,
 * the free team photo, assistance dogs only, cashless, at least 2 players, no outside food or drink. Parking:
 * no car park, Holbeck Yard multi-storey £2.50 an hour; Leeds station a 12-minute walk. Traps: a January
 * 2024 post never taken down (Wednesday–Sunday 11am–10.30pm, two players £29 / £33, six £17, family room
 * £65, table fee £4, two free hints, The Alchemist's Lab), terms from a 2021 template asking for 72 hours'
 * notice to cancel, the café's hours against the rooms', and a Christmas 2026 post alone holding the holiday
 * hours (Christmas Eve to 4pm, closed 25–26 December and 1 January, back to normal on 2 January 2027) and
 * the last day for posted vouchers. The site's today is Tuesday 24 November 2026. English only.
 */
export const puzzleboxLeeds: SiteDefinition = {
  domain: PUZZLEBOX_DOMAIN,
  language: 'en',
  pages: [puzzleHome, ...puzzleRoomPages, ...puzzlePages, ...puzzleBlogPages, ...puzzleLegalPages].map(
    puzzleLayout,
  ),
  robots: 'User-agent: *\nAllow: /\n',
  notFound: puzzleLayout(puzzleNotFound).html,
};
