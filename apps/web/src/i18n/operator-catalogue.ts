import { operatorDe } from './sections/operator.de';
import { operatorEn } from './sections/operator.en';
import { operatorBlocksDe, operatorSourcesDe } from './sections/operator-blocks.de';
import { operatorBlocksEn, operatorSourcesEn } from './sections/operator-blocks.en';
import { operatorInboxDe } from './sections/operator-inbox.de';
import { operatorInboxEn } from './sections/operator-inbox.en';
import { operatorPrivacyDe } from './sections/operator-privacy.de';
import { operatorPrivacyEn } from './sections/operator-privacy.en';

/**
 * The operator console's texts. Only operators open the console, so its texts travel in the
 * console's own chunk and are added to the loaded language when that chunk loads, instead of
 * weighing on every visitor's first load (the landing's 150 KB budget, docs/decisions/079).
 */
export const operatorCatalogueDe = {
  operator: operatorDe,
  operatorPrivacy: operatorPrivacyDe,
  operatorBlocks: operatorBlocksDe,
  operatorSources: operatorSourcesDe,
  operatorInbox: operatorInboxDe,
};

export type OperatorCatalogue = typeof operatorCatalogueDe;

export const operatorCatalogueEn: OperatorCatalogue = {
  operator: operatorEn,
  operatorPrivacy: operatorPrivacyEn,
  operatorBlocks: operatorBlocksEn,
  operatorSources: operatorSourcesEn,
  operatorInbox: operatorInboxEn,
};
