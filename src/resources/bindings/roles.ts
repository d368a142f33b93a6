import { msg } from '@lingui/core/macro'
import { roles } from '@/domain/entities/product-backstage'
import { defineBinding } from '../binding'

/** Backstage roles: their grants, chosen in the permission tree, govern the menu and every call. */
export default defineBinding(roles, {
  labels: {
    roleCode: msg`Role code`,
    name: msg`Name`,
    grants: msg`Permissions`,
    description: msg`Description`,
    status: msg`Status`,
    userCount: msg`Users`,
  },
  widths: { roleCode: 160, name: 280, userCount: 90 },
  tagFields: ['status'],
  widgets: { grants: 'permissionTree' },
  shownByPanel: ['grants'],
  sections: [
    { title: msg`Role`, fields: ['roleCode', 'name', 'status', 'userCount', 'description'] },
    { title: msg`Permissions`, fields: ['grants'] },
  ],
})
