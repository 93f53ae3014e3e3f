import { ZMessageResponse } from '../auth';
import {
  ZAddItemsResponse,
  ZAddListItemsRequest,
  ZCreateListRequest,
  ZExportQuery,
  ZListIdParams,
  ZListItemParams,
  ZListPageQuery,
  ZListResponse,
  ZListsResponse,
  ZRenameListRequest,
} from '../workspace';
import {
  ZMoveListItemsRequest,
  ZMoveListItemsResponse,
  ZRemoveListItemsResponse,
  ZSelectionRequest,
} from '../workspace-selection';
import type { RouteSpecs } from './define';
import { EXPORT_FILE } from './workspace';

const tags = ['workspace'];
const auth = 'sessionOrKey';

/** The caller's lead lists and the actions on a selection of one. */
export const LIST_ROUTES = {
  lists: { auth, tags, summary: 'Lead lists', response: ZListsResponse, errors: [] },
  createList: {
    auth,
    tags,
    summary: 'Create a lead list',
    body: ZCreateListRequest,
    response: ZListResponse,
    errors: ['name_control_characters', 'list_name_taken', 'limit_reached'],
  },
  list: {
    auth,
    tags,
    summary: 'A lead list with a page of its companies (at most 100, newest first)',
    params: ZListIdParams,
    query: ZListPageQuery,
    response: ZListResponse,
    errors: ['list_not_found', 'list_page_invalid'],
  },
  renameList: {
    auth,
    tags,
    summary: 'Rename a lead list',
    params: ZListIdParams,
    body: ZRenameListRequest,
    response: ZListResponse,
    errors: ['name_control_characters', 'list_not_found', 'list_name_taken'],
  },
  deleteList: {
    auth,
    tags,
    summary: 'Delete a lead list',
    params: ZListIdParams,
    response: ZMessageResponse,
    errors: ['list_not_found'],
  },
  addListItems: {
    auth,
    tags,
    summary: 'Add companies to a lead list',
    params: ZListIdParams,
    body: ZAddListItemsRequest,
    response: ZAddItemsResponse,
    errors: ['list_not_found', 'limit_reached'],
  },
  removeListItem: {
    auth,
    tags,
    summary: 'Remove a company from a lead list',
    params: ZListItemParams,
    response: ZMessageResponse,
    errors: ['list_not_found', 'list_item_not_found'],
  },
  removeListItems: {
    auth,
    tags,
    summary: 'Remove the selected companies from a lead list (one transaction)',
    params: ZListIdParams,
    body: ZSelectionRequest,
    response: ZRemoveListItemsResponse,
    errors: ['list_not_found'],
  },
  moveListItems: {
    auth,
    tags,
    summary: 'Move the selected companies to another of your lists (one transaction)',
    params: ZListIdParams,
    body: ZMoveListItemsRequest,
    response: ZMoveListItemsResponse,
    errors: ['list_not_found', 'list_move_same', 'limit_reached'],
  },
  listExport: {
    auth,
    tags,
    summary: 'Export a lead list, or the selected companies of it, as CSV (UTF-8 with BOM, ;) or Excel',
    params: ZListIdParams,
    query: ZExportQuery,
    response: EXPORT_FILE,
    errors: [
      'list_not_found',
      'export_quota_reached',
      'server_busy',
      'too_many_documents',
      'too_many_in_flight',
    ],
  },
} as const satisfies RouteSpecs;
