import type { selectionDe } from './selection.de';

/** Choosing several companies on the watch list or a lead list and acting on them at once. */
export const selectionEn: typeof selectionDe = {
  barLabel: 'Actions for the selection',
  none: 'No company selected',
  selected_one: '{{formatted}} company selected',
  selected_other: '{{formatted}} companies selected',
  clear: 'Clear selection',
  selectItem: 'Select {{name}}',
  selectAllShown: 'Select all companies shown',
  exportCsv: 'Selection as CSV',
  exportXlsx: 'Selection as Excel',
  exportLabel: 'Download the selected companies as {{format}}',
  watchlist: {
    unwatch: 'Stop watching',
    unwatchTitle: 'Stop watching the selected companies?',
    unwatchText_one:
      '{{formatted}} company will be removed from your watch list. The changes collected for it will no longer be shown here.',
    unwatchText_other:
      '{{formatted}} companies will be removed from your watch list. The changes collected for them will no longer be shown here.',
    unwatched_one: 'You no longer watch {{formatted}} company.',
    unwatched_other: 'You no longer watch {{formatted}} companies.',
    addToList_one: 'Add {{formatted}} company to a lead list',
    addToList_other: 'Add {{formatted}} companies to a lead list',
  },
  leadlists: {
    sortLabel: 'Sort by',
    sorts: {
      added: 'Recently added',
      name: 'Name (A–Z)',
      revenue: 'Revenue (highest first)',
      country: 'Country',
    },
    move: 'Move to another list',
    moveTitle: 'Move to another list',
    moveText_one: '{{formatted}} company will be moved from “{{list}}” to the list you choose.',
    moveText_other: '{{formatted}} companies will be moved from “{{list}}” to the list you choose.',
    moveTarget: 'Target list',
    moveConfirm: 'Move',
    noOtherList: 'You have no other list. Create a second list first.',
    moved_one: '{{formatted}} company was moved to “{{name}}”.',
    moved_other: '{{formatted}} companies were moved to “{{name}}”.',
    alreadyThere_one: '{{formatted}} of them was already there.',
    alreadyThere_other: '{{formatted}} of them were already there.',
  },
};
