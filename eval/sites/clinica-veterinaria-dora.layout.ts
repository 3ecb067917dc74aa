export type DoraLanguage = 'it' | 'en';

/** A page of Clinica Veterinaria Dora before the theme wraps it: what WordPress stores for it. */
export interface DoraPage {
  path: string;
  lang: DoraLanguage;
  title: string;
  description: string;
  /** The Polylang translation; none when the page exists in one language only. */
  alternate?: string;
  /**
   * `builder`: a Divi Builder page, its sections wrapped in the post's `.entry-content`;
   * `raw`: the whole content of `#main-content` (blog posts, the blog index, legal pages).
   */
  kind?: 'builder' | 'raw';
  /** The WordPress post id, as the body class and `<article>` print it. */
  id: number;
  body: string;
  unlisted?: boolean;
}

export const DORA_SITE = 'https://www.clinica-veterinaria-dora.test';
export const DORA_PHONE = '011 436 2817';
export const DORA_PHONE_INTL = '+39 011 436 2817';
export const DORA_PHONE_HREF = 'tel:+390114362817';
export const DORA_EMERGENCY = '335 784 2106';
export const DORA_EMERGENCY_HREF = 'tel:+393357842106';
export const DORA_WHATSAPP = '349 201 7745';
export const DORA_WHATSAPP_HREF = 'https://wa.me/393492017745';
export const DORA_EMAIL = 'info@clinica-veterinaria-dora.test';
export const DORA_VAT = '11284650016';
export const DORA_ADDRESS = 'Via Cottolengo 18/B, 10152 Torino (TO)';

/*
 * Divi modules. Each helper writes its order class with `_@` (`et_pb_text_@`); the layout numbers them
 * per page as the builder does (`et_pb_text_0`, `et_pb_text_1`, …).
 */

/** A text module: the editor's HTML inside `.et_pb_text_inner`. */
export const text = (...html: string[]) =>
  `<div class="et_pb_module et_pb_text et_pb_text_@  et_pb_text_align_left et_pb_bg_layout_light">
<div class="et_pb_text_inner">${html.join('')}</div>
</div>`;

/** A column; `type` is Divi's fraction (`4_4`, `1_2`, `1_3`, `2_3`). */
export const column = (type: string, ...modules: string[]) =>
  `<div class="et_pb_column et_pb_column_${type} et_pb_column_@  et_pb_css_mix_blend_mode_passthrough">
${modules.join('\n')}
</div>`;

/** A row of columns; the last one is marked `et-last-child`. */
export const row = (...columns: string[]) => {
  const cols = columns.map((c, i) =>
    i === columns.length - 1 ? c.replace('et_pb_css_mix_blend_mode_passthrough', '$& et-last-child') : c,
  );
  return `<div class="et_pb_row et_pb_row_@">
${cols.join('\n')}
</div>`;
};

/** A regular section holding rows. */
export const section = (rows: string[], extra = '') =>
  `<div class="et_pb_section et_pb_section_@ et_section_regular${extra ? ` ${extra}` : ''}">
${rows.join('\n')}
</div>`;

/** A one-column section of modules: the most common block of the site. */
export const block = (...modules: string[]) => section([row(column('4_4', ...modules))]);

/** The Fullwidth Header module of the home pages. */
export const hero = (title: string, subhead: string, content: string, buttons: [string, string][]) =>
  `<div class="et_pb_section et_pb_section_@ et_pb_with_background et_section_specialty et_pb_fullwidth_section">
<section class="et_pb_module et_pb_fullwidth_header et_pb_fullwidth_header_@ et_pb_text_align_left et_pb_bg_layout_dark">
<div class="et_pb_fullwidth_header_container left"><div class="header-content-container center"><div class="header-content">
<h1 class="et_pb_module_header">${title}</h1><span class="et_pb_fullwidth_header_subhead">${subhead}</span>
<div class="et_pb_header_content_wrapper">${content}</div>
${buttons.map(([l, h], i) => `<a class="et_pb_button et_pb_more_button et_pb_button_${i === 0 ? 'one' : 'two'}" href="${h}">${l}</a>`).join('')}
</div></div></div>
<div class="et_pb_fullwidth_header_overlay"></div><div class="et_pb_fullwidth_header_scroll"></div>
</section>
</div>`;

/** A blurb: an icon font glyph, a title and a short text. */
export const blurb = (title: string, html: string, icon = '&#xe0e7;', href?: string) =>
  `<div class="et_pb_module et_pb_blurb et_pb_blurb_@  et_pb_text_align_left  et_pb_blurb_position_top et_pb_bg_layout_light">
<div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image">${href ? `<a href="${href}">` : ''}<span class="et_pb_image_wrap et_pb_only_image_mode_wrap"><span class="et-waypoint et_pb_animation_top et_pb_animation_top_tablet et_pb_animation_top_phone et-pb-icon">${icon}</span></span>${href ? '</a>' : ''}</div>
<div class="et_pb_blurb_container"><h4 class="et_pb_module_header">${href ? `<a href="${href}">${title}</a>` : `<span>${title}</span>`}</h4><div class="et_pb_blurb_description">${html}</div></div></div>
</div>`;

export const button = (label: string, href: string) =>
  `<div class="et_pb_button_module_wrapper et_pb_button_@_wrapper et_pb_button_alignment_left et_pb_module ">
<a class="et_pb_button et_pb_button_@ et_pb_bg_layout_light" href="${href}">${label}</a>
</div>`;

export const image = (file: string, alt: string, width = 1080, height = 720) =>
  `<div class="et_pb_module et_pb_image et_pb_image_@">
<span class="et_pb_image_wrap "><img fetchpriority="high" decoding="async" width="${width}" height="${height}" src="${DORA_SITE}/wp-content/uploads/2026/02/${file}" alt="${alt}" title="${alt}" srcset="${DORA_SITE}/wp-content/uploads/2026/02/${file} ${width}w, ${DORA_SITE}/wp-content/uploads/2026/02/${file.replace('.jpg', '-480x320.jpg')} 480w" sizes="(min-width: 0px) and (max-width: 480px) 480px, (min-width: 481px) ${width}px, 100vw" class="wp-image-${(file.length * 37) % 900}" /></span>
</div>`;

export const divider = () =>
  '<div class="et_pb_module et_pb_divider et_pb_divider_@ et_pb_divider_position_ et_pb_space"><div class="et_pb_divider_internal"></div></div>';

/** A Call To Action module. */
export const promo = (title: string, html: string, cta?: [string, string]) =>
  `<div class="et_pb_module et_pb_promo et_pb_promo_@  et_pb_text_align_center et_pb_bg_layout_dark">
<div class="et_pb_promo_description"><h2 class="et_pb_module_header">${title}</h2><div>${html}</div></div>
${cta ? `<div class="et_pb_button_wrapper"><a class="et_pb_button et_pb_promo_button" href="${cta[1]}">${cta[0]}</a></div>` : ''}
</div>`;

/** A Toggle module saved closed: the answer is in the page, hidden by `.et_pb_toggle_close` CSS. */
export const toggle = (title: string, ...html: string[]) =>
  `<div class="et_pb_module et_pb_toggle et_pb_toggle_@ et_pb_toggle_item  et_pb_toggle_close">
<h5 class="et_pb_toggle_title">${title}</h5>
<div class="et_pb_toggle_content clearfix">${html.join('')}</div>
</div>`;

/** The Person (team member) module. */
export const person = (name: string, position: string, file: string, ...html: string[]) =>
  `<div class="et_pb_module et_pb_team_member et_pb_team_member_@ clearfix  et_pb_bg_layout_light">
<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="${DORA_SITE}/wp-content/uploads/2025/09/${file}" alt="${name}" /></div>
<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${name}</h4><p class="et_pb_member_position">${position}</p>
<div>${html.join('')}</div>
<ul class="et_pb_member_social_links"></ul></div>
</div>`;

export interface PricingTable {
  title: string;
  subtitle?: string;
  sum: string;
  frequency?: string;
  lines: string[];
  /** Lines printed struck through (`et_pb_not_available`). */
  excluded?: string[];
  button?: [string, string];
  featured?: boolean;
}

/** The Pricing Tables module: the euro sign, the sum and the frequency in separate spans. */
export const pricingTables = (tables: PricingTable[]) =>
  `<div class="et_pb_module et_pb_pricing_tables_@ et_pb_pricing clearfix et_pb_pricing_${tables.length} et_pb_no_featured_in_first_row">
<div class="et_pb_pricing_table_wrap">
${tables
  .map(
    (
      t,
    ) => `<div class="et_pb_pricing_table et_pb_pricing_table_@${t.featured ? ' et_pb_featured_table' : ''}">
<div class="et_pb_pricing_heading"><h2 class="et_pb_pricing_title">${t.title}</h2>${t.subtitle ? `<span class="et_pb_best_value">${t.subtitle}</span>` : ''}</div>
<div class="et_pb_pricing_content_top"><span class="et_pb_et_price"><span class="et_pb_dollar_sign">€</span><span class="et_pb_sum">${t.sum}</span>${t.frequency ? `<span class="et_pb_frequency"><span class="et_pb_frequency_slash">/</span>${t.frequency}</span>` : ''}</span></div>
<div class="et_pb_pricing_content"><ul class="et_pb_pricing">${t.lines.map((l) => `<li><span>${l}</span></li>`).join('')}${(t.excluded ?? []).map((l) => `<li class="et_pb_not_available"><span>${l}</span></li>`).join('')}</ul></div>
${t.button ? `<div class="et_pb_button_wrapper"><a class="et_pb_button et_pb_pricing_table_button" href="${t.button[1]}">${t.button[0]}</a></div>` : ''}
</div>`,
  )
  .join('\n')}
</div>
</div>`;

/**
 * A price list as the child theme's custom CSS builds it inside a text module: one `<div>` per line, the
 * item and its note in spans, a dotted leader, the price in its own span.
 */
export const priceList = (heading: string, items: [item: string, price: string, note?: string][]) =>
  text(
    `<h3>${heading}</h3>`,
    `<div class="dora-listino">${items
      .map(
        ([item, price, note]) =>
          `<div class="dora-listino__riga"><span class="dora-listino__voce">${item}${note ? ` <small class="dora-listino__nota">${note}</small>` : ''}</span><span class="dora-listino__puntini" aria-hidden="true"></span><span class="dora-listino__prezzo">${price}</span></div>`,
      )
      .join('')}</div>`,
  );

/** A `<table>` typed into a text module (the classic editor's table, no classes). */
export const table = (head: string[], rows: string[][], caption?: string) =>
  `<table class="dora-tabella">${caption ? `<caption>${caption}</caption>` : ''}<thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

/** Divi's Contact Form module with its arithmetic captcha. */
export const contactForm = (lang: DoraLanguage) => {
  const t =
    lang === 'it'
      ? { title: 'Scrivici', name: 'Nome', phone: 'Telefono', msg: 'Messaggio', send: 'Invia' }
      : { title: 'Write to us', name: 'Name', phone: 'Phone', msg: 'Message', send: 'Send' };
  return `<div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container clearfix" data-form_unique_num="0">
<h2 class="et_pb_contact_main_title">${t.title}</h2>
<div class="et-pb-contact-message"></div>
<div class="et_pb_contact"><form class="et_pb_contact_form clearfix" method="post" action="">
<p class="et_pb_contact_field et_pb_contact_field_0 et_pb_contact_field_half" data-id="name" data-type="input"><label for="et_pb_contact_name_0" class="et_pb_contact_form_label">${t.name}</label><input type="text" id="et_pb_contact_name_0" class="input" value="" name="et_pb_contact_name_0" data-required_mark="required" data-field_type="input" data-original_id="name" placeholder="${t.name}"></p>
<p class="et_pb_contact_field et_pb_contact_field_1 et_pb_contact_field_half et_pb_contact_field_last" data-id="email" data-type="email"><label for="et_pb_contact_email_0" class="et_pb_contact_form_label">Email</label><input type="text" id="et_pb_contact_email_0" class="input" value="" name="et_pb_contact_email_0" data-required_mark="required" data-field_type="email" data-original_id="email" placeholder="Email"></p>
<p class="et_pb_contact_field et_pb_contact_field_2 et_pb_contact_field_last" data-id="telefono" data-type="input"><label for="et_pb_contact_telefono_0" class="et_pb_contact_form_label">${t.phone}</label><input type="text" id="et_pb_contact_telefono_0" class="input" value="" name="et_pb_contact_telefono_0" data-required_mark="not_required" data-field_type="input" data-original_id="telefono" placeholder="${t.phone}"></p>
<p class="et_pb_contact_field et_pb_contact_field_3 et_pb_contact_field_last" data-id="message" data-type="text"><label for="et_pb_contact_message_0" class="et_pb_contact_form_label">${t.msg}</label><textarea name="et_pb_contact_message_0" id="et_pb_contact_message_0" class="et_pb_contact_message input" data-required_mark="required" data-field_type="text" data-original_id="message" placeholder="${t.msg}"></textarea></p>
<input type="hidden" value="et_contact_proccess" name="et_pb_contactform_submit_0"/>
<div class="et_contact_bottom_container"><div class="et_pb_contact_right"><p class="clearfix"><span class="et_pb_contact_captcha_question">8 + 3</span> = <input type="text" size="2" class="input et_pb_contact_captcha" data-first_digit="8" data-second_digit="3" value="" name="et_pb_contact_captcha_0" data-required_mark="required" autocomplete="off"></p></div><button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit et_pb_button">${t.send}</button></div>
<input type="hidden" id="_wpnonce-et-pb-contact-form-submitted-0" name="_wpnonce-et-pb-contact-form-submitted-0" value="3f9c1d7a2b" /><input type="hidden" name="_wp_http_referer" value="/dove-siamo/" />
</form></div>
</div>`;
};
