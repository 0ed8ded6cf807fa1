/**
 * Each state's board of pharmacy and where staff look a license up before verifying it (issue 12
 * §2). The board is the authority: a license is verified against its public record, never against
 * the document the provider uploaded alone.
 *
 * `lookupUrl` is the board's public license search where we know its address
 * (`isLicenseSearch: true`); where we are not sure of the search page's exact address it is the
 * board's home page, whose "verify a license" link staff follow. Boards move their search
 * portals every few years: when one moves, change its line here (and `isLicenseSearch`) — the
 * admin panel reads nothing else. `satisfies Record<StateCode, …>` makes a missing state a type
 * error.
 */
import type { StateCode } from './states'

export interface StateBoard {
  /** The board's own name. */
  name: string
  /** The board's home page. */
  website: string
  /** Where staff look a license up: the public license search, or the home page when `isLicenseSearch` is false. */
  lookupUrl: string
  isLicenseSearch: boolean
}

const search = (name: string, website: string, lookupUrl: string): StateBoard => ({ name, website, lookupUrl, isLicenseSearch: true })
const homeOnly = (name: string, website: string): StateBoard => ({ name, website, lookupUrl: website, isLicenseSearch: false })

export const STATE_BOARDS = {
  AL: homeOnly('Alabama State Board of Pharmacy', 'https://www.albop.com/'),
  AK: search('Alaska Board of Pharmacy', 'https://www.commerce.alaska.gov/web/cbpl/ProfessionalLicensing/BoardofPharmacy.aspx', 'https://www.commerce.alaska.gov/cbp/main/search/professional'),
  AZ: homeOnly('Arizona State Board of Pharmacy', 'https://pharmacy.az.gov/'),
  AR: homeOnly('Arkansas State Board of Pharmacy', 'https://www.pharmacyboard.arkansas.gov/'),
  CA: search('California State Board of Pharmacy', 'https://www.pharmacy.ca.gov/', 'https://search.dca.ca.gov/'),
  CO: search('Colorado State Board of Pharmacy', 'https://dpo.colorado.gov/Pharmacy', 'https://apps.colorado.gov/dora/licensing/Lookup/LicenseLookup.aspx'),
  CT: search('Connecticut Commission of Pharmacy', 'https://portal.ct.gov/dcp/drug-control-division/drug-control/commission-of-pharmacy', 'https://www.elicense.ct.gov/Lookup/LicenseLookup.aspx'),
  DE: search('Delaware Board of Pharmacy', 'https://dpr.delaware.gov/boards/pharmacy/', 'https://delpros.delaware.gov/OH_VerifyLicense'),
  DC: homeOnly('District of Columbia Board of Pharmacy', 'https://dchealth.dc.gov/bop'),
  FL: search('Florida Board of Pharmacy', 'https://floridaspharmacy.gov/', 'https://mqa-internet.doh.state.fl.us/MQASearchServices/HealthCareProviders'),
  GA: homeOnly('Georgia Board of Pharmacy', 'https://gbp.georgia.gov/'),
  HI: search('Hawaii Board of Pharmacy', 'https://cca.hawaii.gov/pvl/boards/pharmacy/', 'https://mypvl.dcca.hawaii.gov/public-license-search/'),
  ID: homeOnly('Idaho Board of Pharmacy', 'https://dopl.idaho.gov/bop/'),
  IL: search('Illinois State Board of Pharmacy', 'https://idfpr.illinois.gov/profs/pharm.html', 'https://online-dfpr.micropact.com/lookup/licenselookup.aspx'),
  IN: search('Indiana Board of Pharmacy', 'https://www.in.gov/pla/professions/pharmacy-home/', 'https://mylicense.in.gov/everification/'),
  IA: homeOnly('Iowa Board of Pharmacy', 'https://pharmacy.iowa.gov/'),
  KS: homeOnly('Kansas State Board of Pharmacy', 'https://pharmacy.ks.gov/'),
  KY: homeOnly('Kentucky Board of Pharmacy', 'https://pharmacy.ky.gov/'),
  LA: homeOnly('Louisiana Board of Pharmacy', 'https://www.pharmacy.la.gov/'),
  ME: search('Maine Board of Pharmacy', 'https://www.maine.gov/pfr/professionallicensing/professions/board-pharmacy', 'https://www.pfr.maine.gov/almsonline/almsquery/welcome.aspx'),
  MD: homeOnly('Maryland Board of Pharmacy', 'https://health.maryland.gov/pharmacy/'),
  MA: search('Massachusetts Board of Registration in Pharmacy', 'https://www.mass.gov/orgs/board-of-registration-in-pharmacy', 'https://madph.mylicense.com/verification/'),
  MI: search('Michigan Board of Pharmacy', 'https://www.michigan.gov/lara/bureau-list/bpl', 'https://aca-prod.accela.com/MILARA/GeneralProperty/PropertyLookUp.aspx?isLicensee=Y'),
  MN: homeOnly('Minnesota Board of Pharmacy', 'https://mn.gov/boards/pharmacy/'),
  MS: homeOnly('Mississippi Board of Pharmacy', 'https://www.mbp.ms.gov/'),
  MO: search('Missouri Board of Pharmacy', 'https://pr.mo.gov/pharmacists.asp', 'https://pr.mo.gov/licensee-search.asp'),
  MT: homeOnly('Montana Board of Pharmacy', 'https://boards.bsd.dli.mt.gov/pharmacy'),
  NE: search('Nebraska Board of Pharmacy', 'https://dhhs.ne.gov/licensure/Pages/Pharmacy.aspx', 'https://www.nebraska.gov/LISSearch/search.cgi'),
  NV: homeOnly('Nevada State Board of Pharmacy', 'https://bop.nv.gov/'),
  NH: search('New Hampshire Board of Pharmacy', 'https://www.oplc.nh.gov/board-pharmacy', 'https://forms.nh.gov/licenseverification/'),
  NJ: search('New Jersey Board of Pharmacy', 'https://www.njconsumeraffairs.gov/phar/', 'https://newjersey.mylicense.com/verification/'),
  NM: homeOnly('New Mexico Board of Pharmacy', 'https://www.rld.nm.gov/boards-and-commissions/individual-boards-and-commissions/pharmacy/'),
  NY: search('New York State Board of Pharmacy', 'https://www.op.nysed.gov/professions/pharmacy', 'https://eservices.nysed.gov/professions/verification-search'),
  NC: homeOnly('North Carolina Board of Pharmacy', 'https://www.ncbop.org/'),
  ND: homeOnly('North Dakota State Board of Pharmacy', 'https://www.nodakpharmacy.com/'),
  OH: search('Ohio Board of Pharmacy', 'https://www.pharmacy.ohio.gov/', 'https://elicense.ohio.gov/oh_verifylicense'),
  OK: homeOnly('Oklahoma State Board of Pharmacy', 'https://oklahoma.gov/pharmacy.html'),
  OR: homeOnly('Oregon Board of Pharmacy', 'https://www.oregon.gov/pharmacy/'),
  PA: search('Pennsylvania State Board of Pharmacy', 'https://www.dos.pa.gov/ProfessionalLicensing/BoardsCommissions/Pharmacy/', 'https://www.pals.pa.gov/#/page/search'),
  RI: search('Rhode Island Board of Pharmacy', 'https://health.ri.gov/licenses/', 'https://healthri.mylicense.com/verification/'),
  SC: search('South Carolina Board of Pharmacy', 'https://llr.sc.gov/bop/', 'https://verify.llronline.com/LicLookup/LookupMain.aspx'),
  SD: homeOnly('South Dakota State Board of Pharmacy', 'https://doh.sd.gov/boards/pharmacy/'),
  TN: search('Tennessee Board of Pharmacy', 'https://www.tn.gov/health/health-program-areas/health-professional-boards/pharmacy-board.html', 'https://apps.health.tn.gov/Licensure/'),
  TX: search('Texas State Board of Pharmacy', 'https://www.pharmacy.texas.gov/', 'https://www.pharmacy.texas.gov/dbsearch/'),
  UT: search('Utah Board of Pharmacy (DOPL)', 'https://dopl.utah.gov/pharmacy/', 'https://secure.utah.gov/llv/search/index.html'),
  VT: homeOnly('Vermont Board of Pharmacy', 'https://sos.vermont.gov/pharmacy/'),
  VA: search('Virginia Board of Pharmacy', 'https://www.dhp.virginia.gov/Boards/Pharmacy/', 'https://dhp.virginiainteractive.org/Lookup/Index'),
  WA: search('Washington Pharmacy Quality Assurance Commission', 'https://doh.wa.gov/about-us/executive-offices/health-and-science/pharmacy-commission', 'https://fortress.wa.gov/doh/providercredentialsearch/'),
  WV: homeOnly('West Virginia Board of Pharmacy', 'https://www.wvbop.com/'),
  WI: search('Wisconsin Pharmacy Examining Board', 'https://dsps.wi.gov/Pages/BoardsCouncils/Pharmacy/Default.aspx', 'https://licensesearch.wi.gov/'),
  WY: homeOnly('Wyoming State Board of Pharmacy', 'https://pharmacyboard.wyo.gov/'),
} as const satisfies Record<StateCode, StateBoard>

/** The board of a state code; undefined for anything else (a license's state is always a code, checked on the way in). */
export function stateBoardOf(state: string): StateBoard | undefined {
  return Object.prototype.hasOwnProperty.call(STATE_BOARDS, state) ? STATE_BOARDS[state as StateCode] : undefined
}
