import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { platformPaySettings } from '@/domain/entities/order-center'
import type { PAY_PLATFORMS, RECORD_STATUSES } from '@/domain/enums'
import type { RecordBinding } from '@/forms/record-binding'

export const PLATFORM_PAY_FIELD_LABELS: Record<
  keyof (typeof platformPaySettings)['fields'],
  MessageDescriptor
> = {
  settingCode: msg`Setting code`,
  platform: msg`Platform`,
  appName: msg`App name`,
  packageName: msg`Package name / bundle ID`,
  keyId: msg`Key ID`,
  issuerId: msg`Issuer ID`,
  serviceAccountKey: msg`Service account key`,
  sharedSecret: msg`Shared secret`,
  status: msg`Status`,
}

export const PAY_PLATFORM_LABELS: Record<(typeof PAY_PLATFORMS)[number], MessageDescriptor> = {
  googlePlay: msg`Google Play`,
  applePay: msg`Apple Pay`,
}

export const RECORD_STATUS_LABELS: Record<(typeof RECORD_STATUSES)[number], MessageDescriptor> = {
  draft: msg`Draft`,
  active: msg`Active`,
  inactive: msg`Inactive`,
}

/** App-store import parameters; the two secrets are write-only (never listed, shown or kept in drafts). */
export const PLATFORM_PAY_BINDING: RecordBinding = {
  labels: PLATFORM_PAY_FIELD_LABELS,
  valueLabels: { platform: PAY_PLATFORM_LABELS, status: RECORD_STATUS_LABELS },
  widths: { settingCode: 150, appName: 200, packageName: 260 },
  tagFields: ['status'],
  sections: [
    { title: msg`Application`, fields: ['settingCode', 'platform', 'appName', 'packageName', 'status'] },
    { title: msg`Credentials`, fields: ['keyId', 'issuerId'] },
  ],
}
