/**
 * One company and all its rows, from its own random streams: its history first (history.ts), then
 * the record, representatives and reports as that history leaves them.
 */
import { computeCore, foundedOf, type GenContext, SALT_MAIN } from './core';
import { DAY_2015, isoDate, yearOf } from './dates';
import { expectedEmployees, makeEmployee } from './employees';
import { capitalMinimum, employeesFor, planFinancials, shareCapital } from './financials';
import { companyRevenue } from './group-figures';
import { groupMandates, type Mandates } from './group-people';
import { parentOf, shareOfParent, subsidiariesOf } from './groups';
import { planHistory } from './history';
import { drawnStatus } from './history-status';
import { foundersJson, ownersJson, representatives } from './people';
import { jitter, pickCity } from './places';
import { COUNTRIES } from './regions';
import { registerPlace } from './register-ranks';
import { identifiers } from './registry';
import { streetAddress } from './streets';
import { shortDescription } from './texts';
import { foundedByParent } from './ties';
import type { DatasetSink } from './types';
import {
  contactEmail,
  domainFor,
  domainInfoJson,
  faxNumber,
  phoneNumber,
  socials,
  websiteProbability,
} from './web';

function subsidiariesJson(ctx: GenContext, ids: readonly number[]): string {
  if (ids.length === 0) return '[]';
  let s = '[';
  for (let i = 0; i < ids.length; i++) {
    if (i > 0) s += ',';
    s += `{"company_id":${ids[i]},"share":${shareOfParent(ctx.seed, ctx.total, ids[i])}}`;
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
  // The first draw of the stream, so that another company's status can be replayed (history-status.ts).
  const drawn = drawnStatus(rng, core.tier);
  let added = DAY_2015 + rng.int(3653);
  if (added < founded) added = founded + rng.int(60);

  const revenue = companyRevenue(ctx, core);
  const employees = employeesFor(revenue, core, rng);
  const capital = shareCapital(core, rng, revenue);
  const plan = planFinancials(core, rng, revenue, employees, foundedYear, capital);
  const listed = core.form.kind === 'stock' && rng.chance(core.tier === 2 ? 0.4 : core.tier === 1 ? 0.05 : 0);
  const ids = identifiers(rng, core, foundedYear, plan.auditor !== null, listed, registerPlace(ctx, id));

  const hasWebsite = rng.chance(websiteProbability(core.q));
  const domain = hasWebsite ? domainFor(rng, core) : null;
  const website = domain !== null ? `https://www.${domain}` : null;
  const domainInfo = domain !== null ? domainInfoJson(rng, core, domain, foundedYear) : null;

  const nearby = ctx.places.cities[pickCity(ctx.places, rng, country)];
  const street = streetAddress(rng, city, nearby.adj);
  const postcode = city.postcodes[rng.int(city.postcodes.length)];
  const [latitude, longitude] = jitter(city, rng);

  const mandates: Mandates = { rows: [], ended: new Set() };
  const people = representatives(ctx, core, mandates.rows);
  groupMandates(ctx, core, drawn === 'Active', mandates);

  const parentId = parentOf(ctx.seed, ctx.total, id);
  const parentName = parentId > 0 ? computeCore(ctx, parentId, ctx.auxRng, true).name : '';
  const owners = ownersJson(rng, core, people.persons, {
    parentId,
    parentName,
    parentShare: parentId > 0 ? shareOfParent(ctx.seed, ctx.total, id) : 0,
    listed,
  });
  const parentFounded =
    parentId > 0 && foundedByParent(ctx.seed, id, founded, foundedOf(ctx, parentId))
      ? { id: parentId, name: parentName }
      : null;
  const founders = foundersJson(rng, core, people.persons, foundedYear, parentFounded);
  scratch.length = 0;
  subsidiariesOf(ctx.seed, ctx.total, id, scratch);
  const subsidiaryIds = [...scratch];
  const subsidiaries = subsidiariesJson(ctx, subsidiaryIds);

  const bigness = core.tier === 2 ? 1 : core.tier === 1 ? 0.6 : 0;
  const phone = rng.chance(0.5 + 0.45 * bigness) ? phoneNumber(rng, country, city.areaCode) : null;
  const fax =
    phone !== null && rng.chance(foundedYear < 2005 ? 0.45 : 0.15) ? faxNumber(rng, country, phone) : null;
  const email = contactEmail(rng, core, domain);
  const social = socials(rng, core, hasWebsite);

  const history = planHistory({
    ctx,
    core,
    rng,
    drawnStatus: drawn,
    added,
    representatives: mandates.rows,
    ended: mandates.ended,
    reports: plan.rows,
    address: `${street}, ${postcode} ${city.name}`,
    capital,
    capitalMinimum: capitalMinimum(core),
    registerReference: ids.ID_Fb ?? ids.ID_ZRV,
    parentId,
    subsidiaries: subsidiaryIds,
    scratch,
  });

  // Drawn after the history, where the German text alone was drawn: the dataset stays the same.
  const description = shortDescription(rng, core, foundedYear);
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
    legal_status: history.status,
    short_description: description.de,
    short_description_en: description.en,
    gegenstand: core.industry.gegenstand,
    industry_id: core.industry.industry_id,
    date_founded: isoDate(founded),
    date_updated: isoDate(history.updated),
    date_added: isoDate(added),
    insolvency: history.insolvency,
    source: ids.source,
    datalink: ids.datalink,
    domain_info: domainInfo,
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
  for (let i = 0; i < mandates.rows.length; i++) sink.representative(mandates.rows[i]);
  for (let i = 0; i < history.formerRepresentatives.length; i++)
    sink.representative(history.formerRepresentatives[i]);

  const expected = expectedEmployees(core.q);
  const count = Math.floor(expected) + (rng.chance(expected - Math.floor(expected)) ? 1 : 0);
  if (count > 0) {
    const ec = { core, domain, phone };
    for (let k = 0; k < count; k++) sink.employee(makeEmployee(rng, ec, k));
  }
  if (sink.writesEvents) {
    const events = history.events();
    for (let i = 0; i < events.length; i++) sink.event(events[i]);
  }
}
