/** One company and all its rows, from its own random streams. */
import { type CompanyCore, computeCore, type GenContext, SALT_MAIN } from './core';
import { DAY_2015, DAY_LIMIT_UPDATED, isoDate, yearOf } from './dates';
import { expectedEmployees, makeEmployee } from './employees';
import { employeesFor, planFinancials, shareCapital } from './financials';
import { companyRevenue } from './group-figures';
import { groupMandates } from './group-people';
import { parentOf, shareOfParent, subsidiariesOf } from './groups';
import { foundersJson, makePerson, ownersJson, representatives } from './people';
import { jitter, pickCity } from './places';
import type { Rng } from './random';
import { COUNTRIES } from './regions';
import { identifiers } from './registry';
import { streetAddress } from './streets';
import { insolvencyJson, recentUpdatesJson, shortDescription } from './texts';
import type { DatasetSink, LegalStatus, RepresentativeRow } from './types';
import {
  contactEmail,
  domainFor,
  domainInfoJson,
  faxNumber,
  phoneNumber,
  socials,
  websiteProbability,
} from './web';

function legalStatus(rng: Rng, tier: number): LegalStatus {
  const r = rng.next();
  if (tier === 2) return r < 0.98 ? 'Active' : 'In Liquidation';
  return r < 0.88 ? 'Active' : r < 0.96 ? 'Inactive' : 'In Liquidation';
}

function subsidiariesJson(ctx: GenContext, id: number, scratch: number[]): string {
  scratch.length = 0;
  subsidiariesOf(ctx.seed, ctx.total, id, scratch);
  if (scratch.length === 0) return '[]';
  let s = '[';
  for (let i = 0; i < scratch.length; i++) {
    if (i > 0) s += ',';
    s += `{"company_id":${scratch[i]},"share":${shareOfParent(ctx.seed, ctx.total, scratch[i])}}`;
  }
  return `${s}]`;
}

export function generateCompany(ctx: GenContext, sink: DatasetSink, id: number, scratch: number[]): void {
  const core = computeCore(ctx, id, ctx.coreRng, true);
  const rng = ctx.rng.reseed(ctx.seed, id, SALT_MAIN);
  const city = core.city;
  const country = core.country;

  const founded = core.founded;
  const foundedYear = yearOf(founded);
  const status = legalStatus(rng, core.tier);
  let added = DAY_2015 + rng.int(3653);
  if (added < founded) added = founded + rng.int(60);
  const updated = added + rng.int(Math.max(1, DAY_LIMIT_UPDATED - added));

  const revenue = companyRevenue(ctx, core);
  const employees = employeesFor(revenue, core, rng);
  const plan = planFinancials(core, rng, revenue, employees, foundedYear);
  const listed = core.form.kind === 'stock' && rng.chance(core.tier === 2 ? 0.4 : core.tier === 1 ? 0.05 : 0);
  const ids = identifiers(rng, core, foundedYear, plan.auditor !== null, listed);

  const hasWebsite = rng.chance(websiteProbability(core.q));
  const domain = hasWebsite ? domainFor(rng, core) : null;
  const website = domain !== null ? `https://www.${domain}` : null;
  const domainInfo = domain !== null ? domainInfoJson(rng, core, domain, foundedYear) : null;

  const nearby = ctx.places.cities[pickCity(ctx.places, rng, country)];
  const street = streetAddress(rng, city, nearby.adj);
  const postcode = city.postcodes[rng.int(city.postcodes.length)];
  const [latitude, longitude] = jitter(city, rng);

  const reps: RepresentativeRow[] = [];
  const people = representatives(ctx, core, reps);
  groupMandates(ctx, core, foundedYear, reps);

  const parentId = parentOf(ctx.seed, ctx.total, id);
  const parentName = parentId > 0 ? computeCore(ctx, parentId, ctx.auxRng, true).name : '';
  const owners = ownersJson(rng, core, people.persons, {
    parentId,
    parentName,
    parentShare: parentId > 0 ? shareOfParent(ctx.seed, ctx.total, id) : 0,
    listed,
  });
  const founders = foundersJson(rng, core, people.persons, foundedYear, parentId, parentName);
  const subsidiaries = subsidiariesJson(ctx, id, scratch);

  const bigness = core.tier === 2 ? 1 : core.tier === 1 ? 0.6 : 0;
  const phone = rng.chance(0.5 + 0.45 * bigness) ? phoneNumber(rng, country, city.areaCode) : null;
  const fax =
    phone !== null && rng.chance(foundedYear < 2005 ? 0.45 : 0.15) ? faxNumber(rng, country, phone) : null;
  const email = contactEmail(rng, core, domain);
  const social = socials(rng, core, hasWebsite);

  const ceoName = people.ceo !== null ? people.ceo.slice(0, people.ceo.indexOf(' (')) : null;
  const address = `${street}, ${postcode} ${city.name}`;
  const capital = shareCapital(core, rng, revenue);
  const recent = recentUpdatesJson(rng, core, added, updated, {
    status,
    address,
    oldAddress: `${streetAddress(rng, city, null)}, ${postcode} ${city.name}`,
    ceoName,
    oldCeoName: makePerson(rng, country).full,
    gfTitle: core.form.kind === 'stock' || core.form.kind === 'coop' ? 'Vorstand' : 'Geschäftsführer',
    latestReport: plan.rows.length > 0 ? plan.rows[plan.rows.length - 1].report_date : null,
    capital,
    website,
    oldName: computeOldName(rng, core),
  });

  sink.company({
    company_id: id,
    company_name: core.name,
    legal_form: core.form.form,
    address_street: street,
    address_city: city.name,
    address_postcode: postcode,
    address_country: COUNTRIES[country].name,
    latitude,
    longitude,
    legal_status: status,
    short_description: shortDescription(rng, core, foundedYear),
    gegenstand: core.industry.gegenstand,
    industry_id: core.industry.industry_id,
    date_founded: isoDate(founded),
    date_updated: isoDate(updated),
    date_added: isoDate(added),
    insolvency: insolvencyJson(rng, core, status, added, updated),
    source: ids.source,
    datalink: ids.datalink,
    domain_info: domainInfo,
    recent_updates: recent,
    owners,
    founders,
    ceo: people.ceo,
    subsidiaries,
    contact_website: website,
    contact_email: email,
    contact_phone: phone,
    contact_fax: fax,
    social_linkedin: social.linkedin,
    social_facebook: social.facebook,
    social_twitter: social.twitter,
    social_instagram: social.instagram,
    social_youtube: social.youtube,
    social_tiktok: social.tiktok,
    social_pinterest: social.pinterest,
    social_wikipedia: social.wikipedia,
    ID_Fb: ids.ID_Fb,
    ID_EUID: ids.ID_EUID,
    ID_Lei: ids.ID_Lei,
    ID_VatID: ids.ID_VatID,
    ID_GLN: ids.ID_GLN,
    ID_EORI: ids.ID_EORI,
    ID_Sirul: null,
    ID_Stockp: ids.ID_Stockp,
    ID_Ut: ids.ID_Ut,
    ID_GISA: ids.ID_GISA,
    ID_ZRV: ids.ID_ZRV,
    ID_Gerichtscode: ids.ID_Gerichtscode,
  });

  for (let i = 0; i < plan.rows.length; i++) sink.financial(plan.rows[i]);
  for (let i = 0; i < reps.length; i++) sink.representative(reps[i]);

  const expected = expectedEmployees(core.q);
  const count = Math.floor(expected) + (rng.chance(expected - Math.floor(expected)) ? 1 : 0);
  if (count > 0) {
    const ec = { core, domain, phone };
    for (let k = 0; k < count; k++) sink.employee(makeEmployee(rng, ec, k));
  }
}

function computeOldName(rng: Rng, core: CompanyCore): string {
  const word = core.industry.words[rng.int(core.industry.words.length)];
  const candidate = core.surname !== null ? `${core.surname} ${word}${core.form.suffix}` : '';
  if (candidate !== '' && candidate !== core.name) return candidate;
  return `${core.stem} ${rng.chance(0.5) ? 'Handels' : 'Verwaltungs'}${core.form.suffix || ' GmbH'}`;
}
