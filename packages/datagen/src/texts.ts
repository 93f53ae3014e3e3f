/** German texts: the short description. */
import type { CompanyCore } from './core';
import type { Rng } from './random';

const SIZE_WORDS = [
  ['ein inhabergeführter Betrieb', 'ein kleines Unternehmen', 'ein regional tätiges Unternehmen'],
  ['ein mittelständisches Unternehmen', 'ein etablierter Anbieter', 'ein überregional tätiges Unternehmen'],
  [
    'eine international tätige Unternehmensgruppe',
    'einer der führenden Anbieter',
    'ein bedeutendes Unternehmen',
  ],
];

function vereinDescription(name: string, city: string, foundedYear: number): string {
  const first = name.slice(0, name.indexOf(' '));
  const article = /gruppe$|gemeinschaft$|^Union$/.test(first) ? 'Die' : 'Der';
  const purpose = /Sport|SV|ASKÖ|Union|club|Eisschützen/.test(first)
    ? 'fördert den Breiten- und Jugendsport und betreibt einen regelmäßigen Trainings- und Wettkampfbetrieb'
    : /Musik|Chor/.test(first)
      ? 'pflegt die Blas- und Chormusik und gestaltet Konzerte und kirchliche Feste mit'
      : /Eltern/.test(first)
        ? 'unterstützt Schülerinnen und Schüler sowie Schulveranstaltungen'
        : /Kultur|Theater|Trachten/.test(first)
          ? 'pflegt das kulturelle Leben und Brauchtum vor Ort'
          : 'fördert das Gemeinschaftsleben und organisiert Veranstaltungen für seine Mitglieder';
  return `${article} ${name} wurde ${foundedYear} in ${city} gegründet und ${purpose}.`;
}

export function shortDescription(rng: Rng, core: CompanyCore, foundedYear: number): string {
  const ind = core.industry;
  const a1 = rng.pick(ind.acts);
  let a2 = rng.pick(ind.acts);
  if (a2 === a1) a2 = ind.acts[(ind.acts.indexOf(a1) + 1) % ind.acts.length];
  const city = core.city.name;
  if (core.form.kind === 'verein') return vereinDescription(core.name, city, foundedYear);
  const r = rng.next();
  if (r < 0.34)
    return `Das ${foundedYear} gegründete Unternehmen mit Sitz in ${city} ist im Bereich ${ind.gegenstand} tätig und konzentriert sich auf ${a1} und ${a2}.`;
  if (r < 0.67)
    return `${core.name} mit Sitz in ${city} ist ${rng.pick(SIZE_WORDS[core.tier])} im Bereich ${ind.gegenstand}. Das ${foundedYear} gegründete Unternehmen bietet ${a1} sowie ${a2}.`;
  return `Seit ${foundedYear} steht ${core.name} in ${city} für ${a1}. Daneben bietet das Unternehmen ${a2} an.`;
}
