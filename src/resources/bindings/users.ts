import { msg } from '@lingui/core/macro'
import { users } from '@/domain/entities/product-backstage'
import { defineBinding } from '../binding'

/** Backstage staff: each drives the sign-in account of the same username. */
export default defineBinding(users, {
  labels: {
    username: msg`Username`,
    nickname: msg`Nickname`,
    email: msg`Email`,
    department: msg`Department`,
    roles: msg`Roles`,
    status: msg`Status`,
    remark: msg`Remark`,
    password: msg`Password`,
  },
  widths: { username: 160, nickname: 160, email: 240, department: 150, roles: 220 },
  tagFields: ['status'],
  widgets: { password: 'newPassword' },
  sections: [
    { title: msg`Account`, fields: ['username', 'nickname', 'email', 'department', 'status'] },
    { title: msg`Access`, fields: ['roles'] },
    { title: msg`Notes`, fields: ['remark'] },
  ],
})
