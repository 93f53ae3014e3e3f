/** Websites, contact data, social profiles and the domain_info JSON. */
import type { CompanyCore } from './core';
import { isoDate, yearStart } from './dates';
import type { Rng } from './random';
import { AT, CH } from './regions';
import { slugify } from './vocab-people';

interface Host {
  registrar: string;
  registrarCountry: string;
  abuse: string;
  ns: (rng: Rng, slug: string) => string;
  ip: (rng: Rng) => string;
  asn: string;
  asnCountry: string;
  asnDescription: string;
  mx: string;
  mxIp: string;
  spf: string;
}

const octet = (rng: Rng): number => 1 + rng.int(254);

const HOSTS: readonly Host[] = [
  {
    registrar: 'IONOS SE',
    registrarCountry: 'DE',
    abuse: 'abuse@ionos.com',
    ns: (rng) => {
      const n = 1000 + rng.int(120);
      return `"ns${n}.ui-dns.de","ns${n}.ui-dns.org","ns${n}.ui-dns.com","ns${n}.ui-dns.biz"`;
    },
    ip: (rng) => `217.160.0.${octet(rng)}`,
    asn: 'AS8560',
    asnCountry: 'DE',
    asnDescription: 'IONOS SE',
    mx: '"mx00.ionos.de","mx01.ionos.de"',
    mxIp: '"212.227.15.41","212.227.17.1"',
    spf: 'v=spf1 include:_spf-eu.ionos.com ~all',
  },
  {
    registrar: 'STRATO AG',
    registrarCountry: 'DE',
    abuse: 'abuse@strato.de',
    ns: (rng) => {
      const n = 10 + rng.int(20);
      return `"docks${n}.rzone.de","shades${n - 5}.rzone.de"`;
    },
    ip: (rng) => `81.169.145.${octet(rng)}`,
    asn: 'AS6724',
    asnCountry: 'DE',
    asnDescription: 'STRATO STRATO AG',
    mx: '"smtpin.rzone.de"',
    mxIp: '"81.169.145.97"',
    spf: 'v=spf1 redirect=smtp.rzone.de',
  },
  {
    registrar: 'Hetzner Online GmbH',
    registrarCountry: 'DE',
    abuse: 'abuse@hetzner.com',
    ns: () => '"ns1.your-server.de","ns.second-ns.com","ns3.second-ns.de"',
    ip: (rng) => `${rng.pick(['88.99', '138.201', '78.46', '5.9'])}.${octet(rng)}.${octet(rng)}`,
    asn: 'AS24940',
    asnCountry: 'DE',
    asnDescription: 'HETZNER-AS',
    mx: '"mail.your-server.de"',
    mxIp: '"213.133.104.8"',
    spf: 'v=spf1 include:spf.your-server.de ~all',
  },
  {
    registrar: 'Neue Medien Münnich GmbH',
    registrarCountry: 'DE',
    abuse: 'abuse@all-inkl.com',
    ns: () => '"ns5.kasserver.com","ns6.kasserver.com"',
    ip: (rng) => `85.13.${128 + rng.int(40)}.${octet(rng)}`,
    asn: 'AS34788',
    asnCountry: 'DE',
    asnDescription: 'NMM-AS Neue Medien Muennich GmbH',
    mx: '"mail.kasserver.com"',
    mxIp: '"85.13.128.10"',
    spf: 'v=spf1 a mx include:spf.kasserver.com ~all',
  },
  {
    registrar: 'Cloudflare, Inc.',
    registrarCountry: 'US',
    abuse: 'registrar-abuse@cloudflare.com',
    ns: (rng) =>
      `"${rng.pick(['ada', 'bob', 'dana', 'ivan', 'kara', 'lars', 'nina', 'tim'])}.ns.cloudflare.com","${rng.pick(['eric', 'hugo', 'jill', 'mia', 'ray', 'zoe'])}.ns.cloudflare.com"`,
    ip: (rng) => `${rng.chance(0.5) ? '104.21' : '172.67'}.${octet(rng)}.${octet(rng)}`,
    asn: 'AS13335',
    asnCountry: 'US',
    asnDescription: 'CLOUDFLARENET',
    mx: '"route1.mx.cloudflare.net","route2.mx.cloudflare.net"',
    mxIp: '"162.159.205.11"',
    spf: 'v=spf1 include:_spf.mx.cloudflare.net ~all',
  },
  {
    registrar: 'Infomaniak Network SA',
    registrarCountry: 'CH',
    abuse: 'abuse@infomaniak.com',
    ns: () => '"ns11.infomaniak.ch","ns12.infomaniak.ch"',
    ip: (rng) => `83.166.${128 + rng.int(30)}.${octet(rng)}`,
    asn: 'AS29222',
    asnCountry: 'CH',
    asnDescription: 'INFOMANIAK-AS',
    mx: '"mta-gw.infomaniak.ch"',
    mxIp: '"83.166.143.44"',
    spf: 'v=spf1 include:spf.infomaniak.ch -all',
  },
  {
    registrar: 'MarkMonitor Inc.',
    registrarCountry: 'US',
    abuse: 'abusecomplaints@markmonitor.com',
    ns: (rng) => {
      const n = rng.int(2000);
      return `"ns-${n}.awsdns-${rng.int(64)}.org","ns-${n + 1}.awsdns-${rng.int(64)}.co.uk"`;
    },
    ip: (rng) => `${rng.pick(['3.64', '18.156', '52.28'])}.${octet(rng)}.${octet(rng)}`,
    asn: 'AS16509',
    asnCountry: 'US',
    asnDescription: 'AMAZON-02',
    mx: '"mx1.hc1234-78.eu.iphmx.com"',
    mxIp: '"68.232.148.1"',
    spf: 'v=spf1 include:amazonses.com ~all',
  },
];

/** Host choice by country (DE hosts dominate DE, Infomaniak shows up in CH); index 6 only for large firms. */
const HOST_WEIGHTS = [
  [38, 18, 16, 12, 12, 4],
  [30, 10, 25, 8, 17, 10],
  [15, 5, 15, 5, 20, 40],
];

function pickHost(rng: Rng, country: number, tier: number): Host {
  if (tier === 2 && rng.chance(0.4)) return HOSTS[6];
  const w = HOST_WEIGHTS[country];
  let x = rng.next() * 100;
  for (let i = 0; i < w.length; i++) {
    x -= w[i];
    if (x < 0) return HOSTS[i];
  }
  return HOSTS[0];
}

const TLD = ['.de', '.at', '.ch'];

export function websiteProbability(q: number): number {
  return q < 0.01 ? 0.95 : 0.33 + 0.6 * Math.exp(-20 * q);
}

export function domainFor(rng: Rng, core: CompanyCore): string {
  let slug = slugify(core.stem);
  if (slug.length > 30) slug = slug.split('-').slice(0, 2).join('-');
  if (slug.length === 0) slug = `firma${core.id}`;
  const r = rng.next();
  const tld = r < 0.82 ? TLD[core.country] : r < 0.95 ? '.com' : r < 0.98 ? '.eu' : '.net';
  return rng.chance(0.35) ? slug.replace(/-/g, '') + tld : slug + tld;
}

export function domainInfoJson(rng: Rng, core: CompanyCore, domain: string, foundedYear: number): string {
  const host = pickHost(rng, core.country, core.tier);
  const created = yearStart(Math.max(1996, Math.min(2024, foundedYear + rng.int(6)))) + rng.int(365);
  const updated = Math.max(created + 30, yearStart(2023) + rng.int(700));
  const expiry = created + 365 * (Math.ceil((yearStart(2026) - created) / 365) + rng.int(2));
  const ip = host.ip(rng);
  const mail = rng.next();
  const [mx, mxIp, mxAsn, mxCountry, mxDesc, spf] =
    mail < 0.3
      ? [
          `"${domain.replace(/\./g, '-')}.mail.protection.outlook.com"`,
          '"52.101.73.16"',
          'AS8075',
          'US',
          'MICROSOFT-CORP-MSN-AS-BLOCK',
          'v=spf1 include:spf.protection.outlook.com -all',
        ]
      : mail < 0.38
        ? [
            '"aspmx.l.google.com","alt1.aspmx.l.google.com"',
            '"142.250.27.26"',
            'AS15169',
            'US',
            'GOOGLE',
            'v=spf1 include:_spf.google.com ~all',
          ]
        : [host.mx, host.mxIp, host.asn, host.asnCountry, host.asnDescription, host.spf];
  const verification = rng.chance(0.4)
    ? `,"google-site-verification=${rng.u32().toString(36)}${rng.u32().toString(36)}"`
    : '';
  return (
    `{"domain":"${domain}","creation_date":"${isoDate(created)}","expiration_date":"${isoDate(expiry)}",` +
    `"updated_date":"${isoDate(updated)}","dnssec":"${rng.chance(0.3) ? 'signedDelegation' : 'unsigned'}",` +
    `"registrar":"${host.registrar}","registrar_country":"${host.registrarCountry}","emails":["${host.abuse}"],` +
    `"nameservers":[${host.ns(rng, domain)}],"ip_addresses":["${ip}"],"asn":"${host.asn}","asn_country":"${host.asnCountry}",` +
    `"asn_description":"${host.asnDescription}","mx":[${mx}],"mx_ip":[${mxIp}],"mx_asn":"${mxAsn}",` +
    `"mx_asn_country":"${mxCountry}","mx_asn_description":"${mxDesc}","spf":"${spf}","txt":["${spf}"${verification}]}`
  );
}

/** National phone format: '+49 89 1234567', '+43 1 2345678', '+41 44 123 45 67'. */
export function phoneNumber(rng: Rng, country: number, areaCode: string): string {
  if (country === CH) return `+41 ${areaCode} ${rng.range(200, 989)} ${rng.digits(2)} ${rng.digits(2)}`;
  const digits = Math.max(5, (country === AT ? 9 : 10) - areaCode.length - rng.int(2));
  return `${country === AT ? '+43' : '+49'} ${areaCode} ${rng.range(2, 9)}${rng.digits(digits - 1)}`;
}

/** Fax: the phone number with another extension, as DACH switchboards do. */
export function faxNumber(rng: Rng, country: number, phone: string): string {
  if (country === CH) return `${phone.slice(0, -2)}${rng.digits(2)}`;
  return `${phone}-${rng.chance(0.5) ? '99' : rng.range(10, 90)}`;
}

const FREEMAIL = [
  ['gmx.de', 't-online.de', 'web.de'],
  ['gmx.at', 'aon.at', 'a1.net'],
  ['bluewin.ch', 'gmx.ch', 'hispeed.ch'],
];

export function contactEmail(rng: Rng, core: CompanyCore, domain: string | null): string | null {
  if (domain !== null) {
    if (rng.chance(0.08)) return null;
    const local =
      core.country === AT
        ? rng.pick(['office', 'office', 'info'])
        : rng.pick(['info', 'info', 'info', 'kontakt', 'mail']);
    return `${local}@${domain}`;
  }
  if (!rng.chance(0.12)) return null;
  return `${slugify(core.stem).replace(/-/g, '.')}@${rng.pick(FREEMAIL[core.country])}`;
}

export interface Socials {
  linkedin: string | null;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
  youtube: string | null;
  tiktok: string | null;
  pinterest: string | null;
  wikipedia: string | null;
}

export function socials(rng: Rng, core: CompanyCore, hasWebsite: boolean): Socials {
  const big = core.tier === 2 ? 1 : core.tier === 1 ? 0.5 : 0;
  const base = hasWebsite ? 1 : 0.15;
  const slug = slugify(core.stem);
  const flat = slug.replace(/-/g, '');
  return {
    linkedin: rng.chance((0.3 + 0.6 * big) * base) ? `https://www.linkedin.com/company/${slug}` : null,
    facebook: rng.chance((0.22 + 0.5 * big) * base) ? `https://www.facebook.com/${flat}` : null,
    twitter: rng.chance((0.05 + 0.5 * big) * base) ? `https://x.com/${flat.slice(0, 15)}` : null,
    instagram: rng.chance((0.12 + 0.5 * big) * base)
      ? `https://www.instagram.com/${slug.replace(/-/g, '_')}`
      : null,
    youtube: rng.chance((0.04 + 0.5 * big) * base) ? `https://www.youtube.com/@${flat}` : null,
    tiktok: rng.chance((0.02 + 0.2 * big) * base) ? `https://www.tiktok.com/@${flat}` : null,
    pinterest: rng.chance((0.01 + 0.05 * big) * base) ? `https://www.pinterest.de/${flat}` : null,
    wikipedia:
      core.tier === 2 && rng.chance(0.6)
        ? `https://de.wikipedia.org/wiki/${encodeURIComponent(core.name.replace(/ /g, '_'))}`
        : null,
  };
}
