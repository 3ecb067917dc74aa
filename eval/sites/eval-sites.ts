import type { Language } from '@vela/contracts';
import { accademiaMusicaBergamo } from './accademia-musica-bergamo.site.ts';
import { agriturismoLeMacine } from './agriturismo-le-macine.site.ts';
import { apicolturaValsesia } from './apicoltura-valsesia.site.ts';
import { asiloGirotondo } from './asilo-girotondo.site.ts';
import { autoscuolaStella } from './autoscuola-stella.site.ts';
import { baglioZagara } from './baglio-zagara.site.ts';
import { birrificioValtrebbia } from './birrificio-valtrebbia.site.ts';
import { boulderYard } from './boulder-yard.site.ts';
import { brennanHeating } from './brennan-heating.site.ts';
import { brightpaneWindows } from './brightpane-windows.site.ts';
import { campeggioGarda } from './campeggio-garda.site.ts';
import { cantinaGelsi } from './cantina-gelsi.site.ts';
import { casanuovaCookery } from './casanuova-cookery.site.ts';
import { charterTramontana } from './charter-tramontana.site.ts';
import { ciclofficinaLago } from './ciclofficina-lago.site.ts';
import { circoloTennisBrenta } from './circolo-tennis-brenta.site.ts';
import { claypathPottery } from './claypath-pottery.site.ts';
import { clinicaVeterinariaDora } from './clinica-veterinaria-dora.site.ts';
import { costaVelaCamogli } from './costa-vela-camogli.site.ts';
import { crumbAndKettle } from './crumb-and-kettle.site.ts';
import { dalesway } from './dalesway-cycle-tours.site.ts';
import { electricRoxy } from './electric-roxy.site.ts';
import { enotecaGraspo } from './enoteca-graspo.site.ts';
import { esteticaNinfea } from './estetica-ninfea.site.ts';
import { fadeAndFettle } from './fade-and-fettle.site.ts';
import { farmaciaSanRocco } from './farmacia-san-rocco.site.ts';
import { fenwickRowe } from './fenwick-rowe.site.ts';
import { fioreriaGlicine } from './fioreria-glicine.site.ts';
import { fixwellRepairs } from './fixwell-repairs.site.ts';
import { fotografoLecce } from './fotografo-lecce.site.ts';
import { girandolaPark } from './girandola-park.site.ts';
import { gleamworksValeting } from './gleamworks-valeting.site.ts';
import { glenardochDistillery } from './glenardoch-distillery.site.ts';
import { guidaBorgo } from './guida-borgo.site.ts';
import { harboursideDance } from './harbourside-dance.site.ts';
import { hartleyRemovals } from './hartley-removals.site.ts';
import { hartleysGarage } from './hartleys-garage.site.ts';
import { heatherbankBB } from './heatherbank-bb.site.ts';
import { highlandWheels } from './highland-wheels.site.ts';
import { hollybrookFarm } from './hollybrook-farm.site.ts';
import { inkwellTattoo } from './inkwell-tattoo.site.ts';
import { kennetWharf } from './kennet-wharf.site.ts';
import { kingsmeadDental } from './kingsmead-dental.site.ts';
import { kittiwakeBoatTrips } from './kittiwake-boat-trips.site.ts';
import { lanternLanePhoto } from './lantern-lane-photo.site.ts';
import { millYardWorks } from './mill-yard-works.site.ts';
import { muddyPawsGrooming } from './muddy-paws-grooming.site.ts';
import { museoSetaValmorea } from './museo-seta-valmorea.site.ts';
import { nccLagomaggiore } from './ncc-lagomaggiore.site.ts';
import { northbankRoasters } from './northbank-roasters.site.ts';
import { oldForgeInn } from './old-forge-inn.site.ts';
import { otticaBellavista } from './ottica-bellavista.site.ts';
import { palestraFerroPadova } from './palestra-ferro-padova.site.ts';
import { pasticceriaMole } from './pasticceria-mole.site.ts';
import { pawsworthDaycare } from './pawsworth-daycare.site.ts';
import { pedalandoInPuglia } from './pedalando-in-puglia.site.ts';
import { pensioneFido } from './pensione-fido.site.ts';
import { piscinaDelfino } from './piscina-delfino.site.ts';
import { poggioLecci } from './poggio-lecci.site.ts';
import { puzzleboxLeeds } from './puzzlebox-leeds.site.ts';
import { rifugioLastei } from './rifugio-lastei.site.ts';
import { riversideLeisure } from './riverside-leisure.site.ts';
import { saltmarshPaddle } from './saltmarsh-paddle.site.ts';
import { sartoriaFiloDoro } from './sartoria-filo-doro-verona.site.ts';
import { scuolaDanteBologna } from './scuola-dante-bologna.site.ts';
import { scuolasciColAlto } from './scuolasci-colalto.site.ts';
import { type RunningSite, type SiteDefinition, serveSite } from './site-server.ts';
import { sootandbrushChimneys } from './sootandbrush-chimneys.site.ts';
import { spazioLanificioTorino } from './spazio-lanificio-torino.site.ts';
import { stowawayStorage } from './stowaway-storage.site.ts';
import { studioSaluteColli } from './studio-salute-colli.site.ts';
import { tanaDeiDadi } from './tana-dei-dadi.site.ts';
import { tastiBianchiTrieste } from './tasti-bianchi-trieste.site.ts';
import { tidewaterBooks } from './tidewater-books.site.ts';
import { trattoriaDelPonte } from './trattoria-del-ponte.site.ts';
import { trevellanBay } from './trevellan-bay.site.ts';
import { villaAurora } from './villa-aurora.site.ts';
import { willowLaneYoga } from './willow-lane-yoga.site.ts';

export { ACCADEMIA_DOMAIN } from './accademia-musica-bergamo.site.ts';
export { MACINE_DOMAIN } from './agriturismo-le-macine.site.ts';
export { ZANETTA_DOMAIN } from './apicoltura-valsesia.site.ts';
export { GIROTONDO_DOMAIN } from './asilo-girotondo.site.ts';
export { STELLA_DOMAIN } from './autoscuola-stella.site.ts';
export { BAGLIO_DOMAIN } from './baglio-zagara.site.ts';
export { TREBBIA_DOMAIN } from './birrificio-valtrebbia.site.ts';
export { BOULDER_DOMAIN } from './boulder-yard.site.ts';
export { BRENNAN_DOMAIN } from './brennan-heating.site.ts';
export { BRIGHTPANE_DOMAIN } from './brightpane-windows.site.ts';
export { OLIVETO_DOMAIN } from './campeggio-garda.site.ts';
export { GELSI_DOMAIN } from './cantina-gelsi.site.ts';
export { CASANUOVA_DOMAIN } from './casanuova-cookery.site.ts';
export { TRAMONTANA_DOMAIN } from './charter-tramontana.site.ts';
export { CICLO_DOMAIN } from './ciclofficina-lago.site.ts';
export { BRENTA_DOMAIN } from './circolo-tennis-brenta.site.ts';
export { CLAYPATH_DOMAIN } from './claypath-pottery.site.ts';
export { VET_DOMAIN } from './clinica-veterinaria-dora.site.ts';
export { COSTA_VELA_DOMAIN } from './costa-vela-camogli.site.ts';
export { CRUMB_DOMAIN } from './crumb-and-kettle.site.ts';
export { DALESWAY_DOMAIN } from './dalesway-cycle-tours.site.ts';
export { ROXY_DOMAIN } from './electric-roxy.site.ts';
export { GRASPO_DOMAIN } from './enoteca-graspo.site.ts';
export { NINFEA_DOMAIN } from './estetica-ninfea.site.ts';
export { FADE_DOMAIN } from './fade-and-fettle.site.ts';
export { SAN_ROCCO_DOMAIN } from './farmacia-san-rocco.site.ts';
export { FENWICK_DOMAIN } from './fenwick-rowe.site.ts';
export { GLICINE_DOMAIN } from './fioreria-glicine.site.ts';
export { FIXWELL_DOMAIN } from './fixwell-repairs.site.ts';
export { QUARTA_DOMAIN } from './fotografo-lecce.site.ts';
export { GIRANDOLA_DOMAIN } from './girandola-park.site.ts';
export { GLEAMWORKS_DOMAIN } from './gleamworks-valeting.site.ts';
export { GLENARDOCH_DOMAIN } from './glenardoch-distillery.site.ts';
export { GUIDA_DOMAIN } from './guida-borgo.site.ts';
export { HARBOUR_DOMAIN } from './harbourside-dance.site.ts';
export { HARTLEY_DOMAIN } from './hartley-removals.site.ts';
export { GARAGE_DOMAIN } from './hartleys-garage.site.ts';
export { HEATHERBANK_DOMAIN } from './heatherbank-bb.site.ts';
export { HIGHLAND_DOMAIN } from './highland-wheels.site.ts';
export { HOLLYBROOK_DOMAIN } from './hollybrook-farm.site.ts';
export { INKWELL_DOMAIN } from './inkwell-tattoo.site.ts';
export { KENNET_DOMAIN } from './kennet-wharf.site.ts';
export { KINGSMEAD_DOMAIN } from './kingsmead-dental.site.ts';
export { KITTIWAKE_DOMAIN } from './kittiwake-boat-trips.site.ts';
export { LANTERN_DOMAIN } from './lantern-lane-photo.site.ts';
export { MILL_DOMAIN } from './mill-yard-works.site.ts';
export { MUDDY_PAWS_DOMAIN } from './muddy-paws-grooming.site.ts';
export { SETA_DOMAIN } from './museo-seta-valmorea.site.ts';
export { VERBANO_DOMAIN } from './ncc-lagomaggiore.site.ts';
export { NORTHBANK_DOMAIN } from './northbank-roasters.site.ts';
export { FORGE_DOMAIN } from './old-forge-inn.site.ts';
export { BELLAVISTA_DOMAIN } from './ottica-bellavista.site.ts';
export { FERRO_DOMAIN } from './palestra-ferro-padova.site.ts';
export { MOLE_DOMAIN } from './pasticceria-mole.site.ts';
export { PAWSWORTH_DOMAIN } from './pawsworth-daycare.site.ts';
export { PEDALANDO_DOMAIN } from './pedalando-in-puglia.site.ts';
export { FIDO_DOMAIN } from './pensione-fido.site.ts';
export { DELFINO_DOMAIN } from './piscina-delfino.site.ts';
export { POGGIO_DOMAIN } from './poggio-lecci.site.ts';
export { PUZZLEBOX_DOMAIN } from './puzzlebox-leeds.site.ts';
export { LASTEI_DOMAIN } from './rifugio-lastei.site.ts';
export { RIVERSIDE_DOMAIN } from './riverside-leisure.site.ts';
export { SALTMARSH_DOMAIN } from './saltmarsh-paddle.site.ts';
export { SARTORIA_DOMAIN } from './sartoria-filo-doro-verona.site.ts';
export { DANTE_DOMAIN } from './scuola-dante-bologna.site.ts';
export { SCUOLASCI_DOMAIN } from './scuolasci-colalto.site.ts';
export { SOOTBRUSH_DOMAIN } from './sootandbrush-chimneys.site.ts';
export { LANIFICIO_DOMAIN } from './spazio-lanificio-torino.site.ts';
export { STOWAWAY_DOMAIN } from './stowaway-storage.site.ts';
export { SALUTE_DOMAIN } from './studio-salute-colli.site.ts';
export { TANA_DOMAIN } from './tana-dei-dadi.site.ts';
export { TASTI_DOMAIN } from './tasti-bianchi-trieste.site.ts';
export { TIDEWATER_DOMAIN } from './tidewater-books.site.ts';
export { PONTE_DOMAIN } from './trattoria-del-ponte.site.ts';
export { TREVELLAN_DOMAIN } from './trevellan-bay.site.ts';
export { VILLA_DOMAIN } from './villa-aurora.site.ts';
export { WILLOW_DOMAIN } from './willow-lane-yoga.site.ts';

export interface EvalSites {
  sites: Pick<RunningSite, 'domain' | 'baseUrl'>[];
  /** `CRAWL_RESOLVE` for these sites: `domain=baseUrl,…`. */
  crawlResolve: string;
  /** A fixture site's main language, which its demo is created in. */
  languageOf(domain: string): Language;
  close(): Promise<void>;
}

/** The fixture sites, the three the answers were tuned on first, then those written apart from the code. */
export const evalSiteDefinitions: readonly SiteDefinition[] = [
  villaAurora,
  riversideLeisure,
  guidaBorgo,
  ciclofficinaLago,
  oldForgeInn,
  studioSaluteColli,
  northbankRoasters,
  trattoriaDelPonte,
  trevellanBay,
  scuolasciColAlto,
  casanuovaCookery,
  scuolaDanteBologna,
  costaVelaCamogli,
  hartleysGarage,
  clinicaVeterinariaDora,
  willowLaneYoga,
  baglioZagara,
  brennanHeating,
  cantinaGelsi,
  harboursideDance,
  pasticceriaMole,
  kingsmeadDental,
  autoscuolaStella,
  boulderYard,
  esteticaNinfea,
  millYardWorks,
  campeggioGarda,
  kennetWharf,
  asiloGirotondo,
  electricRoxy,
  pensioneFido,
  tidewaterBooks,
  museoSetaValmorea,
  fenwickRowe,
  birrificioValtrebbia,
  puzzleboxLeeds,
  otticaBellavista,
  farmaciaSanRocco,
  stowawayStorage,
  hollybrookFarm,
  accademiaMusicaBergamo,
  spazioLanificioTorino,
  claypathPottery,
  circoloTennisBrenta,
  kittiwakeBoatTrips,
  inkwellTattoo,
  nccLagomaggiore,
  lanternLanePhoto,
  fioreriaGlicine,
  fadeAndFettle,
  piscinaDelfino,
  muddyPawsGrooming,
  palestraFerroPadova,
  fotografoLecce,
  saltmarshPaddle,
  crumbAndKettle,
  apicolturaValsesia,
  tanaDeiDadi,
  dalesway,
  enotecaGraspo,
  highlandWheels,
  heatherbankBB,
  charterTramontana,
  pawsworthDaycare,
  agriturismoLeMacine,
  glenardochDistillery,
  pedalandoInPuglia,
  fixwellRepairs,
  rifugioLastei,
  hartleyRemovals,
  poggioLecci,
  brightpaneWindows,
  girandolaPark,
  gleamworksValeting,
  tastiBianchiTrieste,
  sartoriaFiloDoro,
  sootandbrushChimneys,
];

/** Starts the fixture sites on free loopback ports. */
export async function startEvalSites(): Promise<EvalSites> {
  const running = await Promise.all(evalSiteDefinitions.map(serveSite));
  return {
    sites: running.map(({ domain, baseUrl }) => ({ domain, baseUrl })),
    crawlResolve: running.map((s) => `${s.domain}=${s.baseUrl}`).join(','),
    languageOf: (domain) => {
      const site = evalSiteDefinitions.find((s) => s.domain === domain);
      if (!site) throw new Error(`No fixture site is named ${domain}`);
      return site.language;
    },
    close: async () => {
      await Promise.all(running.map((s) => s.close()));
    },
  };
}
