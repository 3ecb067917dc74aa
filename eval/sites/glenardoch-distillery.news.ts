import { a, b, em, GA_PHONE, type GlenardochPage, mail } from './glenardoch-distillery.layout.ts';

/*
 * Big Cartel has no blog: Catriona keeps a "News" custom page by hand, newest first, and gives the longer
 * posts a custom page each. The Christmas 2026 page is the only one with the holiday opening times, the
 * January maintenance closure, the festive tours, the late-night shopping evening, the last order dates and
 * the Christmas Dram Box. The cask ownership programme is 'coming in 2027' with no prices and no orders. The
 * January 2024 tour prices are a hidden page (not in the navigation, not in the sitemap) still linked from
 * the "Older news" line at the bottom of the News page.
 */

const news: GlenardochPage = {
  path: '/news',
  name: 'News',
  permalink: 'news',
  type: 'custom',
  content: `<h3>November 2026 &ndash; Christmas at Glenardoch</h3>
Festive tours, late-night shopping and our Christmas opening times: it's all on our ${a('Christmas page', '/christmas-2026')}.

<h3>October 2026 &ndash; Own a cask of Glenardoch, from 2027</h3>
We're starting a cask ownership programme next year. ${a('Find out more', '/cask-ownership')}.

<h3>September 2026 &ndash; Batch 4 is here</h3>
Batch 4 of Glenardoch Single Malt is bottled: 2,400 bottles at 46%, matured in first-fill bourbon barrels. ${a('Get yours', '/product/glenardoch-single-malt-batch-4')}.

<h3>August 2026 &ndash; Single Cask #117</h3>
Cask #117 was filled in our very first week of distilling in March 2019. Ruaridh has bottled it at cask strength: 246 bottles, one per customer. ${a('In the shop now', '/product/glenardoch-single-cask-117')}.

<h3>March 2026 &ndash; New tour prices</h3>
From 1 March 2026 the Glenardoch Tour is £18 (ages 8 to 17 £6) and the Warehouse Tasting Tour is £45. Gift vouchers bought before 1 March are still good for the tour written on them.

${b('Older news')}
${a('January 2024 &ndash; Our tour prices for 2024', '/tour-prices-2024')}`,
};

const christmas: GlenardochPage = {
  path: '/christmas-2026',
  name: 'Christmas at Glenardoch',
  permalink: 'christmas-2026',
  type: 'custom',
  content: `${em('Posted 10 November 2026')}

It's beginning to look a lot like Christmas at the mill! Here's everything you need to know about the festive season at Glenardoch.

<h2>Opening times over Christmas and New Year</h2>
The visitor centre, shop and caf&eacute;:
<ul>
<li>${b('Sunday 13 and Sunday 20 December:')} open specially for Christmas shopping, 11am &ndash; 4pm</li>
<li>${b('Thursday 24 December:')} 10am &ndash; 2pm</li>
<li>${b('Friday 25 to Sunday 27 December:')} closed</li>
<li>${b('Monday 28 to Wednesday 30 December:')} 10am &ndash; 4pm</li>
<li>${b('Thursday 31 December:')} 10am &ndash; 2pm</li>
<li>${b('Friday 1 to Sunday 3 January:')} closed</li>
</ul>

${b('Annual maintenance closure:')} every January we stop distilling to clean and repair the stills, so the visitor centre, caf&eacute; and tours are closed from Monday 4 January to Friday 15 January 2027. We open again on Saturday 16 January 2027, with our usual winter hours.

The online shop stays open all the way through. Orders placed after 12 noon on Thursday 17 December are dispatched from Monday 28 December, and orders placed during the maintenance closure go out from Monday 18 January.

<h2>Festive tours</h2>
On Saturdays 5, 12 and 19 December, our Festive Glenardoch Tour (11am and 2pm) ends with a dram of Oloroso Cask and a mince pie by the fire in the tasting room: £22 per adult, £6 for ages 8 to 17. The last tours before Christmas are on Wednesday 23 December, and tours start again on Monday 28 December.

<h2>Late-night Christmas shopping</h2>
Thursday 10 December 2026, 5pm &ndash; 8pm: the shop stays open late, with free tastings, mulled apple juice for the drivers, and 10% off everything in the shop on the night.

<h2>Last order dates for Christmas delivery</h2>
- UK mainland: order by 12 noon on Thursday 17 December
- Highlands &amp; Islands: order by Monday 14 December
- E-vouchers: right up to Christmas Eve &ndash; on 24 December we email them until 2pm

<h2>The Christmas Dram Box</h2>
Our Christmas Dram Box is back: four 3cl drams (Batch 4, Oloroso Cask, Single Cask #117 and Navy Strength Gin) with tasting notes and a bar of Glenardoch whisky fudge, £39. In the distillery shop only, while they last.

Merry Christmas from Catriona, Ewan and everyone at the mill! Questions? Ring ${GA_PHONE}.`,
};

const casks: GlenardochPage = {
  path: '/cask-ownership',
  name: 'Cask Ownership',
  permalink: 'cask-ownership',
  type: 'custom',
  content: `${b('Coming in 2027!')}

From spring 2027 you'll be able to own a cask of Glenardoch: we'll fill it with our new make spirit, look after it in our warehouse, and you can visit it, sample it once a year and decide when it's ready to bottle.

We're planning 50-litre quarter casks and 200-litre ex-bourbon barrels. We haven't set prices yet &ndash; we'll publish them in February 2027 &ndash; and we're not taking orders or deposits until then.

Want to hear first? Email ${mail('casks@glenardoch-distillery.test')} and we'll put you on the list.

A cask is whisky in the making, not an investment: we will never promise you a financial return.`,
};

/** January 2024: that year's tour prices and winter hours, hidden from the menu, still online. */
const prices2024: GlenardochPage = {
  path: '/tour-prices-2024',
  name: 'Our tour prices for 2024',
  permalink: 'tour-prices-2024',
  type: 'custom',
  unlisted: true,
  content: `${em('Posted 9 January 2024')}

Happy New Year from all of us at Glenardoch! Here are our tour prices for 2024:
- The Glenardoch Tour: £12 per adult, £4 for ages 8 to 17
- Warehouse Tasting Tour: £35 per person (Saturdays at 2pm)
- Private tours: £250 for up to 8 guests
- Groups of 12 or more: £10 per person

Our winter opening is Tuesday to Saturday, 10am &ndash; 4pm, with tours at 11am and 2pm.

Gift vouchers are valid for 6 months from the date of purchase.

See you soon! Catriona &amp; Ewan`,
};

export const glenardochNewsPages: GlenardochPage[] = [news, christmas, casks, prices2024];
