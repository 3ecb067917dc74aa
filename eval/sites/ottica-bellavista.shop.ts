import {
  type BellavistaPage,
  BV_BT_STREET,
  BV_BT_TOWN,
  BV_CENTRO_STREET,
  BV_CENTRO_TOWN,
} from './ottica-bellavista.layout.ts';

/* ── eCommerce ────────────────────────────────────────────────────────────────────────────────────── */

interface Product {
  id: number;
  name: string;
  slug: string;
  /** The price as Odoo formats it for it_IT, without the currency: `163,00`. */
  price: string;
  category: string;
}

const products: Product[] = [
  {
    id: 7,
    name: 'Ray-Ban Wayfarer RB2140',
    slug: 'ray-ban-wayfarer-rb2140-7',
    price: '163,00',
    category: 'Occhiali da sole',
  },
  { id: 8, name: 'Persol PO3019S', slug: 'persol-po3019s-8', price: '199,00', category: 'Occhiali da sole' },
  {
    id: 9,
    name: 'Oakley Holbrook OO9102',
    slug: 'oakley-holbrook-oo9102-9',
    price: '142,00',
    category: 'Occhiali da sole',
  },
  {
    id: 12,
    name: 'Lenti giornaliere Bellavista 1-Day (30 lenti)',
    slug: 'lenti-giornaliere-bellavista-1-day-30-lenti-12',
    price: '24,90',
    category: 'Lenti a contatto',
  },
  {
    id: 13,
    name: 'Soluzione unica per lenti a contatto 360 ml',
    slug: 'soluzione-unica-per-lenti-a-contatto-360-ml-13',
    price: '11,50',
    category: 'Liquidi e accessori',
  },
  {
    id: 15,
    name: 'Spray detergente per occhiali 30 ml',
    slug: 'spray-detergente-per-occhiali-30-ml-15',
    price: '4,90',
    category: 'Liquidi e accessori',
  },
  {
    id: 16,
    name: 'Custodia rigida Bellavista',
    slug: 'custodia-rigida-bellavista-16',
    price: '8,00',
    category: 'Liquidi e accessori',
  },
  {
    id: 18,
    name: 'Occhiali da lettura pieghevoli',
    slug: 'occhiali-da-lettura-pieghevoli-18',
    price: '29,00',
    category: 'Liquidi e accessori',
  },
  {
    id: 20,
    name: 'Gift card Ottica Bellavista 50 €',
    slug: 'gift-card-ottica-bellavista-50-20',
    price: '50,00',
    category: 'Buoni regalo',
  },
];

const categories = ['Occhiali da sole', 'Lenti a contatto', 'Liquidi e accessori', 'Buoni regalo'];

/** A price as `website_sale` prints it: the figure in `oe_currency_value`, the euro sign after it, outside. */
const monetary = (price: string, expression: string, cls = 'h6 mb-0') =>
  `<span class="${cls}" data-oe-type="monetary" data-oe-expression="${expression}"><span class="oe_currency_value">${price}</span>&nbsp;€</span>`;

const CSRF = 'b7c1f0e4a92d36e85f1c0a7d4e2b9f63a81c5d07o1763971200';

/** One `oe_product` cell of the grid. */
const productCell = (pr: Product, i: number) => `<td class="oe_product" data-name="Prodotto">
<div class="o_wsale_product_grid_wrapper position-relative h-100 o_wsale_product_grid_wrapper_1_1">
<form action="/shop/cart/update" method="post" class="oe_product_cart h-100 d-flex" itemscope="itemscope" itemtype="http://schema.org/Product" data-publish="on">
<a class="oe_product_image position-relative flex-grow-0 flex-shrink-0 overflow-hidden" href="/shop/${pr.slug}">
<input type="hidden" name="csrf_token" value="${CSRF}">
<span class="oe_product_image_img_wrapper d-flex h-100 justify-content-center align-items-center position-absolute"><img src="/web/image/product.template/${pr.id}/image_512/${encodeURIComponent(pr.name)}?unique=4e1c0d2" itemprop="image" class="img img-fluid h-100 w-100 position-absolute" alt="${pr.name}" loading="${i < 4 ? 'eager' : 'lazy'}"></span>
</a>
<div class="o_wsale_product_information position-relative d-flex flex-column flex-grow-1 flex-shrink-1">
<div class="o_wsale_product_information_text flex-grow-1">
<h6 class="o_wsale_products_item_title mb-2"><a class="text-primary text-decoration-none" itemprop="name" href="/shop/${pr.slug}" content="${pr.name}">${pr.name}</a></h6>
</div>
<div class="o_wsale_product_sub d-flex justify-content-between align-items-end gap-2 flex-wrap pb-1">
<div class="o_wsale_product_btn"></div>
<div class="product_price" itemprop="offers" itemscope="itemscope" itemtype="http://schema.org/Offer">
${monetary(pr.price, "template_price_vals['price_reduce']")}
<span itemprop="price" style="display:none;">${pr.price.replace(',', '.')}</span>
<span itemprop="priceCurrency" style="display:none;">EUR</span>
</div>
</div>
</div>
</form>
</div>
</td>`;

const rows = (items: Product[], perRow: number) => {
  const out: string[] = [];
  for (let i = 0; i < items.length; i += perRow)
    out.push(
      `<tr>\n${items
        .slice(i, i + perRow)
        .map((pr, j) => productCell(pr, i + j))
        .join('\n')}\n</tr>`,
    );
  return out.join('\n');
};

/** `/shop`: the owner's notice in the structure above the grid, the category list, the search and sort bar, the grid. */
const shopPage: BellavistaPage = {
  path: '/shop',
  title: 'Negozio',
  description:
    'Il negozio online di Ottica Bellavista: occhiali da sole, lenti a contatto giornaliere, liquidi, accessori e gift card. Spedizione in Italia o ritiro in negozio.',
  mainObject: 'ir.ui.view(2184,)',
  ownWrap: true,
  body: `<div id="wrap" class="js_sale o_wsale_products_page">
<div class="oe_structure oe_empty oe_structure_not_nearest" id="oe_structure_website_sale_products_1">
<section class="s_text_block o_colored_level o_cc o_cc2 pt24 pb16" data-snippet="s_text_block" data-name="Testo">
<div class="s_allow_columns container">
<p><strong>Spedizione in tutta Italia € 5,90, gratuita per ordini da € 49.</strong> Oppure ritiro gratuito in uno dei nostri due negozi. Il negozio online spedisce solo in Italia.</p>
<p>Hai 30 giorni per restituire i prodotti comprati online; le lenti a contatto solo in confezione chiusa. Le lenti a contatto online sono per chi le ha già provate con un nostro contattologo.</p>
</div>
</section>
</div>
<div class="container oe_website_sale pt-2">
<div class="row o_wsale_products_main_row align-items-start flex-nowrap">
<aside id="products_grid_before" class="d-none d-lg-block position-sticky col-3 px-3 clearfix">
<div class="o_wsale_products_grid_before_rail vh-100 ms-n2 mt-n2 pt-2 p-lg-2 pb-lg-5 ps-2 overflow-y-scroll">
<div class="products_categories mb-3">
<h6 class="o_categories_collapse_title mb-3"><b>Categorie</b></h6>
<ul class="nav d-flex flex-column my-2">
<li class="nav-item mb-1"><a href="/shop" class="nav-link d-flex align-items-center o_not_editable p-0 active"><span>Tutti i prodotti</span></a></li>
${categories.map((c, i) => `<li class="nav-item mb-1"><a href="/shop/category/${c.toLowerCase().replace(/\s+/g, '-')}-${i + 1}" class="nav-link d-flex align-items-center o_not_editable p-0"><span>${c}</span></a></li>`).join('\n')}
</ul>
</div>
</div>
</aside>
<div id="products_grid" class="col">
<h1 class="h3 mb-3">Tutti i prodotti</h1>
<div class="products_header btn-toolbar flex-nowrap align-items-center justify-content-between gap-3 mb-3">
<form method="get" class="o_searchbar_form o_wait_lazy_js s_searchbar_input o_wsale_products_searchbar_form me-auto flex-grow-1 d-lg-inline d-none" action="/shop" data-snippet="s_searchbar_input"><div role="search" class="input-group"><input type="search" name="search" class="search-query form-control oe_search_box border-0 text-bg-light" placeholder="Cerca…" data-search-type="products" data-limit="5"><button type="submit" aria-label="Cerca" title="Cerca" class="btn oe_search_button btn-light"><i class="oi oi-search"></i></button></div></form>
<div class="o_sortby_dropdown dropdown dropdown_sorty_by d-none d-lg-inline-block"><a role="button" href="#" class="dropdown-toggle btn btn-light" data-bs-toggle="dropdown"><small class="d-none d-lg-inline text-muted">Ordina per:</small> <span class="d-none d-lg-inline">In evidenza</span></a>
<div class="dropdown-menu dropdown-menu-end" role="menu"><a role="menuitem" rel="noindex,nofollow" href="/shop?order=website_sequence+asc" class="dropdown-item">In evidenza</a><a role="menuitem" rel="noindex,nofollow" href="/shop?order=create_date+desc" class="dropdown-item">Novità</a><a role="menuitem" rel="noindex,nofollow" href="/shop?order=name+asc" class="dropdown-item">Nome</a><a role="menuitem" rel="noindex,nofollow" href="/shop?order=list_price+asc" class="dropdown-item">Prezzo: dal più basso al più alto</a><a role="menuitem" rel="noindex,nofollow" href="/shop?order=list_price+desc" class="dropdown-item">Prezzo: dal più alto al più basso</a></div></div>
</div>
<div class="o_wsale_products_grid_table_wrapper pt-3 pt-lg-0">
<table class="table table-borderless h-100 m-0 o_wsale_context_thumb_cover" data-ppg="20" data-ppr="3" data-default-sort="website_sequence asc" data-name="Griglia">
<colgroup><col><col><col></colgroup>
<tbody>
${rows(products, 3)}
</tbody>
</table>
</div>
</div>
</div>
</div>
<div class="oe_structure oe_empty oe_structure_not_nearest" id="oe_structure_website_sale_products_2"></div>
</div>`,
};

const rayBan = products[0]!;

/** `/shop/<product>`: the Ray-Ban page, its variants, the add-to-cart form and the shop's default guarantee text. */
const productPage: BellavistaPage = {
  path: `/shop/${rayBan.slug}`,
  title: rayBan.name,
  description:
    'Ray-Ban Wayfarer RB2140 in acetato, lenti G-15 verdi con filtro UV400. Da Ottica Bellavista, Verona.',
  mainObject: `product.template(${rayBan.id},)`,
  ownWrap: true,
  body: `<div id="wrap" class="js_sale o_wsale_product_page ecom-zoomable zoomodoo-next" data-ecom-zoom-click="1">
<div class="oe_structure oe_empty oe_structure_not_nearest" id="oe_structure_website_sale_product_1"></div>
<section id="product_detail" class="container py-4 oe_website_sale" data-view-track="1" data-product-tracking-info='{"item_id": ${rayBan.id}, "item_name": "${rayBan.name}", "item_category": "${rayBan.category}", "currency": "EUR", "price": ${rayBan.price.replace(',', '.')}}'>
<div class="row align-items-center">
<div class="col d-flex align-items-center order-1 order-lg-0">
<ol class="o_wsale_breadcrumb breadcrumb p-0 mb-4 m-lg-0">
<li class="o_not_editable breadcrumb-item d-none d-lg-inline-block"><a href="/shop">Tutti i prodotti</a></li>
<li class="o_not_editable breadcrumb-item d-none d-lg-inline-block"><a href="/shop/category/occhiali-da-sole-1">Occhiali da sole</a></li>
<li class="breadcrumb-item d-none d-lg-inline-block active"><span>${rayBan.name}</span></li>
</ol>
</div>
</div>
<div class="row" id="product_detail_main" data-name="Pagina prodotto" data-image_width="50_pc" data-image_layout="carousel">
<div class="col-lg-6 mt-lg-4 o_wsale_product_images position-relative" data-image-amount="3">
<div id="o-carousel-product" class="carousel slide position-sticky mb-3 overflow-hidden" data-bs-ride="true" data-name="Carosello del prodotto">
<div class="o_carousel_product_outer carousel-outer position-relative flex-grow-1 overflow-hidden">
<div class="carousel-inner h-100">
<div class="carousel-item h-100 text-center active"><div class="d-flex align-items-center justify-content-center h-100 oe_unmovable"><img src="/web/image/product.product/21/image_1024/${encodeURIComponent(rayBan.name)}?unique=4e1c0d2" class="img img-fluid oe_unmovable product_detail_img mh-100" alt="${rayBan.name}" loading="lazy"></div></div>
<div class="carousel-item h-100 text-center"><div class="d-flex align-items-center justify-content-center h-100 oe_unmovable"><img src="/web/image/product.image/31/image_1024/Wayfarer%20laterale?unique=9a0b3f1" class="img img-fluid oe_unmovable product_detail_img mh-100" alt="Wayfarer laterale" loading="lazy"></div></div>
<div class="carousel-item h-100 text-center"><div class="d-flex align-items-center justify-content-center h-100 oe_unmovable"><img src="/web/image/product.image/32/image_1024/Wayfarer%20indossato?unique=9a0b3f1" class="img img-fluid oe_unmovable product_detail_img mh-100" alt="Wayfarer indossato" loading="lazy"></div></div>
</div>
<a class="carousel-control-prev" href="#o-carousel-product" role="button" data-bs-slide="prev"><i class="oi oi-chevron-left oe_unmovable border bg-white text-900" role="img" aria-label="Precedente" title="Precedente"></i></a>
<a class="carousel-control-next" href="#o-carousel-product" role="button" data-bs-slide="next"><i class="oi oi-chevron-right oe_unmovable border bg-white text-900" role="img" aria-label="Successivo" title="Successivo"></i></a>
</div>
</div>
</div>
<div id="product_details" class="col-lg-6 mt-md-4">
<h1 itemprop="name">${rayBan.name}</h1>
<span itemprop="url" style="display:none;">https://www.ottica-bellavista.test/shop/${rayBan.slug}</span>
<span itemprop="image" style="display:none;">https://www.ottica-bellavista.test/web/image/product.template/${rayBan.id}/image_1920</span>
<p class="text-muted my-2" placeholder="Una breve descrizione che apparirà anche sui documenti.">L’occhiale da sole più famoso del mondo: montatura in acetato, lenti G-15 verdi con filtro UV400. Si può fare anche con le lenti graduate: chiedi in negozio.</p>
<form action="/shop/cart/update" method="POST">
<input type="hidden" name="csrf_token" value="${CSRF}">
<div class="js_product js_main_product mb-3">
<div>
<div itemprop="offers" itemscope="itemscope" itemtype="http://schema.org/Offer" class="product_price mt-2 mb-3 d-inline-block">
<h3 class="css_editable_mode_hidden">
${monetary(rayBan.price, "combination_info['price']", 'oe_price')}
<span itemprop="price" style="display:none;">${rayBan.price.replace(',', '.')}</span>
<span itemprop="priceCurrency" style="display:none;">EUR</span>
<span style="text-decoration: line-through; white-space: nowrap;" itemprop="listPrice" class="text-danger oe_default_price ms-1 h5 d-none" data-oe-type="monetary" data-oe-expression="combination_info['list_price']"><span class="oe_currency_value">${rayBan.price}</span>&nbsp;€</span>
</h3>
<h3 class="css_non_editable_mode_hidden decimal_precision" data-precision="2"><span>${rayBan.price}&nbsp;€</span></h3>
</div>
</div>
<input type="hidden" class="product_id" name="product_id" value="21">
<input type="hidden" class="product_template_id" name="product_template_id" value="${rayBan.id}">
<input type="hidden" class="product_category_id" name="product_category_id" value="1">
<ul class="list-unstyled js_add_cart_variants mb-0 flex-column" data-attribute_exclusions='{"exclusions": {"41": [], "42": [], "43": [], "44": []}, "archived_combinations": [], "parent_exclusions": {}, "parent_combination": [], "parent_product_name": null, "mapped_attribute_names": {"41": "Colore: Nero lucido", "42": "Colore: Tartaruga", "43": "Calibro: 50 mm", "44": "Calibro: 54 mm"}}'>
<li data-attribute_id="3" data-attribute_name="Colore" data-attribute_display_type="radio" class="variant_attribute">
<strong class="attribute_name">Colore</strong>
<ul data-bs-attribute_id="3" class="list-inline list-unstyled o_wsale_product_attribute">
<li class="list-inline-item mb-3 js_attribute_value" style="margin: 0;"><label class="col-form-label"><div class="form-check"><input type="radio" class="form-check-input js_variant_change always" checked="True" name="ptal-5" value="41" data-value_id="41" data-value_name="Nero lucido" data-attribute_name="Colore"><div class="radio_input_value form-check-label"><span>Nero lucido</span></div></div></label></li>
<li class="list-inline-item mb-3 js_attribute_value" style="margin: 0;"><label class="col-form-label"><div class="form-check"><input type="radio" class="form-check-input js_variant_change always" name="ptal-5" value="42" data-value_id="42" data-value_name="Tartaruga" data-attribute_name="Colore"><div class="radio_input_value form-check-label"><span>Tartaruga</span></div></div></label></li>
</ul>
</li>
<li data-attribute_id="4" data-attribute_name="Calibro" data-attribute_display_type="pills" class="variant_attribute">
<strong class="attribute_name">Calibro</strong>
<ul data-bs-attribute_id="4" class="btn-group-toggle list-inline list-unstyled o_wsale_product_attribute d-flex flex-wrap" data-bs-toggle="buttons">
<li class="o_variant_pills btn btn-primary mb-1 list-inline-item js_attribute_value active"><input type="radio" class="js_variant_change always" checked="True" name="ptal-6" value="43" data-value_id="43" data-value_name="50 mm" data-attribute_name="Calibro"><div class="radio_input_value o_variant_pills_input_value"><span>50 mm</span></div></li>
<li class="o_variant_pills btn btn-primary mb-1 list-inline-item js_attribute_value"><input type="radio" class="js_variant_change always" name="ptal-6" value="44" data-value_id="44" data-value_name="54 mm" data-attribute_name="Calibro"><div class="radio_input_value o_variant_pills_input_value"><span>54 mm</span></div></li>
</ul>
</li>
</ul>
<p class="css_not_available_msg alert alert-warning">Questa combinazione non esiste.</p>
<div id="o_wsale_cta_wrapper" class="d-flex flex-wrap align-items-center">
<div class="css_quantity input-group d-inline-flex me-2 mb-2 align-middle" contenteditable="false"><a class="btn btn-link js_add_cart_json" aria-label="Rimuovi uno" title="Rimuovi uno" href="#"><i class="fa fa-minus"></i></a><input type="text" class="form-control quantity text-center" data-min="1" name="add_qty" value="1"><a class="btn btn-link float_left js_add_cart_json" aria-label="Aggiungi uno" title="Aggiungi uno" href="#"><i class="fa fa-plus"></i></a></div>
<div id="add_to_cart_wrap" class="d-inline-flex align-items-center mb-2 me-auto"><a data-animation-selector=".o_wsale_product_images" role="button" id="add_to_cart" class="btn btn-primary js_check_product a-submit flex-grow-1" href="#"><i class="fa fa-shopping-cart me-2"></i>Aggiungi al carrello</a></div>
<div id="product_option_block" class="d-flex flex-wrap w-100"></div>
</div>
</div>
</form>
<div id="product_attributes_simple"><table class="table table-sm text-muted d-none"></table></div>
<div id="o_product_terms_and_share" class="d-flex justify-content-between flex-column flex-md-row align-items-md-end mb-3">
<p class="text-muted mb-0"><a href="/termini" class="text-muted"><u>Termini e condizioni</u></a><br>Garanzia di rimborso di 30 giorni<br>Spedizione: 2-3 giorni lavorativi</p>
<div class="h4 mt-3 mb-0 d-flex justify-content-md-end flex-shrink-0" contenteditable="false"><div data-snippet="s_share" class="s_share text-start o_no_link_popover"><a href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.ottica-bellavista.test%2Fshop%2F${rayBan.slug}" target="_blank" class="s_share_facebook" aria-label="Facebook"><i class="fa fa-facebook"></i></a> <a href="https://wa.me/?text=${encodeURIComponent(rayBan.name)}" target="_blank" class="s_share_whatsapp" aria-label="WhatsApp"><i class="fa fa-whatsapp"></i></a></div></div>
</div>
</div>
</div>
</section>
<div itemprop="description" class="oe_structure oe_empty mt16" id="product_full_description">
<section class="s_text_block o_colored_level pt32 pb32" data-snippet="s_text_block" data-name="Testo">
<div class="s_allow_columns container">
<h3>Il Wayfarer</h3>
<p>Disegnato nel 1952, è ancora il modello più venduto di Ray-Ban. Calibro 50 mm per i visi piccoli e medi, 54 mm per i visi più grandi: se hai dubbi, passa a provarlo nel negozio del centro.</p>
</div>
</section>
</div>
<section class="container" id="product_full_spec"></section>
<div class="container mt32 mb32" data-name="Prodotti alternativi">
<h3>Prodotti alternativi</h3>
<div class="row">
${products
  .slice(1, 3)
  .map(
    (pr) =>
      `<div class="col-md-3 col-6 mb-3"><a href="/shop/${pr.slug}" class="d-block text-decoration-none"><img src="/web/image/product.template/${pr.id}/image_256" class="img img-fluid" alt="${pr.name}" loading="lazy"><h6 class="mt-2">${pr.name}</h6></a>${monetary(pr.price, "combination_info['price']", 'small')}</div>`,
  )
  .join('\n')}
</div>
</div>
<div class="oe_structure oe_empty oe_structure_not_nearest" id="oe_structure_website_sale_product_2"></div>
</div>`,
};

/* ── Appointments ─────────────────────────────────────────────────────────────────────────────────── */

interface AppointmentType {
  id: number;
  name: string;
  duration: string;
  place: string;
  staff: string;
  intro: string;
}

const appointmentTypes: AppointmentType[] = [
  {
    id: 1,
    name: 'Esame della vista – Centro',
    duration: '40 minuti',
    place: `${BV_CENTRO_STREET}, ${BV_CENTRO_TOWN}`,
    staff: 'Luca Ferrandi',
    intro: 'Esame della vista completo con il nostro optometrista.',
  },
  {
    id: 2,
    name: 'Esame della vista – Borgo Trento',
    duration: '40 minuti',
    place: `${BV_BT_STREET}, ${BV_BT_TOWN}`,
    staff: 'Sara Benedetti',
    intro: 'Esame della vista completo con la nostra optometrista.',
  },
  {
    id: 3,
    name: 'Controllo vista bambini (dai 4 anni) – Borgo Trento',
    duration: '30 minuti',
    place: `${BV_BT_STREET}, ${BV_BT_TOWN}`,
    staff: 'Sara Benedetti',
    intro: 'Il mercoledì e il venerdì pomeriggio.',
  },
  {
    id: 4,
    name: 'Applicazione lenti a contatto – Centro',
    duration: '60 minuti',
    place: `${BV_CENTRO_STREET}, ${BV_CENTRO_TOWN}`,
    staff: 'Marta Zanella',
    intro: 'Prima applicazione con lenti di prova.',
  },
];

/** `/appointment`: the published appointment types as cards. */
const appointmentIndex: BellavistaPage = {
  path: '/appointment',
  title: 'Prenota un appuntamento',
  description:
    'Prenota online l’esame della vista o l’applicazione delle lenti a contatto da Ottica Bellavista.',
  mainObject: 'ir.ui.view(2311,)',
  ownWrap: true,
  body: `<div id="wrap" class="o_appointment_index">
<div class="oe_structure oe_empty" id="oe_structure_website_appointment_index_1">
<section class="s_title o_colored_level o_cc o_cc1 pt40 pb16" data-vcss="001" data-snippet="s_title" data-name="Titolo"><div class="s_allow_columns container"><h1 style="text-align: center;">Prenota un appuntamento</h1><p style="text-align: center;">Scegli il servizio e il negozio. Per regolare gli occhiali e per le piccole riparazioni non serve prenotare.</p></div></section>
</div>
<div class="container pt-3 pb-5">
<div class="o_appointment_index_list row">
${appointmentTypes
  .map(
    (t) => `<div class="col-md-6 col-lg-4 mb-4">
<a href="/appointment/${t.id}" class="o_appointment_select_type card h-100 text-decoration-none text-reset">
<div class="card-body">
<h5 class="card-title">${t.name}</h5>
<div class="o_appointment_details small text-muted">
<div><i class="fa fa-clock-o me-2"></i>${t.duration}</div>
<div><i class="fa fa-map-marker me-2"></i>${t.place}</div>
<div><i class="fa fa-user me-2"></i>${t.staff}</div>
</div>
<p class="card-text mt-2">${t.intro}</p>
</div>
<div class="card-footer bg-transparent border-0"><span class="btn btn-primary">Prenota</span></div>
</a>
</div>`,
  )
  .join('\n')}
</div>
</div>
</div>`,
};

/** The free slots of the eye test in the centre, from the day after "today" (Tuesday 24 November 2026). */
const slots: [date: string, label: string, times: string[]][] = [
  ['2026-11-25', 'mercoledì 25 novembre 2026', ['11:30', '17:00', '18:00']],
  ['2026-11-26', 'giovedì 26 novembre 2026', ['09:30', '10:30', '16:00']],
  ['2026-11-27', 'venerdì 27 novembre 2026', ['18:00']],
  ['2026-12-01', 'martedì 1 dicembre 2026', ['09:30', '10:30', '11:30', '15:00', '16:00', '17:00', '18:00']],
  ['2026-12-02', 'mercoledì 2 dicembre 2026', ['09:30', '11:30', '15:00', '16:00', '18:00']],
  ['2026-12-03', 'giovedì 3 dicembre 2026', ['10:30', '11:30', '15:00', '17:00']],
  ['2026-12-04', 'venerdì 4 dicembre 2026', ['09:30', '10:30', '16:00', '17:00', '18:00']],
  ['2026-12-05', 'sabato 5 dicembre 2026', ['09:30', '10:30']],
];

/** Odoo's month grid: Monday first, days of other months muted, days with free slots selectable. */
const month = (year: number, month1: number, name: string, index: number) => {
  const first = new Date(Date.UTC(year, month1 - 1, 1));
  const days = new Date(Date.UTC(year, month1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: string[] = [];
  for (let i = 0; i < lead; i++) cells.push('<td class="o_mute_day"><div class="o_day_wrapper"></div></td>');
  for (let d = 1; d <= days; d++) {
    const iso = `${year}-${String(month1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    const free = slots.some(([date]) => date === iso);
    cells.push(
      free
        ? `<td class="o_day o_day_selectable" data-slot-date="${iso}"><div class="o_day_wrapper o_slot_button btn btn-outline-primary rounded-circle">${d}</div></td>`
        : `<td class="o_day_disabled text-muted"><div class="o_day_wrapper">${d}</div></td>`,
    );
  }
  while (cells.length % 7) cells.push('<td class="o_mute_day"><div class="o_day_wrapper"></div></td>');
  const weeks: string[] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(`<tr>${cells.slice(i, i + 7).join('')}</tr>`);
  return `<div class="o_appointment_month${index ? ' d-none' : ''}" id="month_${index}">
<div class="o_appointment_month_header d-flex justify-content-between align-items-center mb-2"><button type="button" class="o_appointment_month_prev btn btn-link"${index ? '' : ' disabled=""'}><i class="oi oi-chevron-left"></i></button><h5 class="o_appointment_month_name text-capitalize mb-0">${name}</h5><button type="button" class="o_appointment_month_next btn btn-link"><i class="oi oi-chevron-right"></i></button></div>
<table class="o_appointment_days table table-borderless text-center mb-0">
<thead><tr><th>Lun</th><th>Mar</th><th>Mer</th><th>Gio</th><th>Ven</th><th>Sab</th><th>Dom</th></tr></thead>
<tbody>
${weeks.join('\n')}
</tbody>
</table>
</div>`;
};

const eyeTest = appointmentTypes[0]!;

/** `/appointment/1`: the eye test in the centre, its details, the staff select, the calendar and the slot lists. */
const appointmentCalendar: BellavistaPage = {
  path: `/appointment/${eyeTest.id}`,
  title: eyeTest.name,
  description: 'Prenota online l’esame della vista nel negozio del centro di Ottica Bellavista, Verona.',
  mainObject: `appointment.type(${eyeTest.id},)`,
  ownWrap: true,
  body: `<div id="wrap" class="o_appointment">
<div class="container pt-4 pb-5">
<div class="row">
<div class="o_appointment_info_main col-lg-4 mb-4">
<a href="/appointment" class="small"><i class="oi oi-arrow-left me-1"></i>Tutti gli appuntamenti</a>
<h1 class="h3 mt-2">${eyeTest.name}</h1>
<div class="o_appointment_details">
<div class="mb-1"><i class="fa fa-clock-o fa-fw me-2"></i>${eyeTest.duration}</div>
<div class="mb-1"><i class="fa fa-map-marker fa-fw me-2"></i>${eyeTest.place}</div>
</div>
<div class="o_appointment_intro mt-3">
<p>Esame della vista completo con il nostro optometrista Luca Ferrandi. Porta gli occhiali che usi adesso e, se le porti, togli le lenti a contatto almeno 2 ore prima.</p>
<p>Puoi annullare o spostare l’appuntamento fino a 24 ore prima, con il link dell’email di conferma.</p>
</div>
</div>
<div class="o_appointment_calendar col-lg-8">
<div class="o_appointment_calendar_form d-flex flex-wrap gap-3 mb-3">
<div><label for="selectStaffUser" class="form-label small">Con</label><select id="selectStaffUser" class="form-select" name="staff_user_id"><option value="6" selected="">${eyeTest.staff}</option></select></div>
<div><label for="timezone" class="form-label small">Fuso orario</label><select id="timezone" class="form-select" name="timezone"><option value="Europe/Rome" selected="">Europe/Rome</option></select></div>
</div>
${month(2026, 11, 'novembre 2026', 0)}
${month(2026, 12, 'dicembre 2026', 1)}
<div id="slotsList" class="o_appointment_slots_list mt-3">
<p class="o_appointment_no_slot_day text-muted">Scegli un giorno per vedere gli orari disponibili.</p>
${slots
  .map(
    ([date, label, times]) => `<div class="o_slots_list d-none" data-date="${date}">
<h6 class="text-capitalize">${label}</h6>
<div class="d-flex flex-wrap gap-2">${times.map((t) => `<button type="button" class="o_appointment_slot btn btn-outline-primary" data-datetime="${date} ${t}:00" data-duration="0.67">${t}</button>`).join('')}</div>
</div>`,
  )
  .join('\n')}
</div>
</div>
</div>
</div>
</div>`,
};

/** The eCommerce pages and the Appointment pages. */
export const bellavistaShopPages: BellavistaPage[] = [shopPage, productPage];
export const bellavistaAppointmentPages: BellavistaPage[] = [appointmentIndex, appointmentCalendar];
