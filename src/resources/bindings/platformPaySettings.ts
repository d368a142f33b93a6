import { msg } from '@lingui/core/macro'
import { platformPaySettings } from '@/domain/entities/order-center'
import { defineBinding } from '../binding'

/** App-store import parameters; the two secrets are write-only (never listed, shown or kept in drafts). */
export default defineBinding(platformPaySettings, {
  labels: {
    settingCode: msg`Setting code`,
    platform: msg`Platform`,
    appName: msg`App name`,
    packageName: msg`Package name / bundle ID`,
    keyId: msg`Key ID`,
    issuerId: msg`Issuer ID`,
    serviceAccountKey: msg`Service account key`,
    sharedSecret: msg`Shared secret`,
    status: msg`Status`,
  },
  widths: { settingCode: 150, appName: 200, packageName: 260 },
  tagFields: ['status'],
  sections: [
    { title: msg`Application`, fields: ['settingCode', 'platform', 'appName', 'packageName', 'status'] },
    { title: msg`Key identifiers`, fields: ['keyId', 'issuerId'] },
  ],
})
