import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { FieldError } from 'react-aria-components/FieldError'
import { Form } from 'react-aria-components/Form'
import { Heading } from 'react-aria-components/Heading'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { TextField } from 'react-aria-components/TextField'
import { FormActions } from '@/forms/form-actions'
import { Trans, useLingui } from '@lingui/react/macro'
import { afterWrite } from '@/api/after-write'
import { ApiError, request } from '@/api/client'
import { orders } from '@/domain/entities/orders'
import { resendInvoiceSchema } from '@/domain/order-actions'
import type { Permission } from '@/domain/permissions'
import { ActionButton } from '@/forms/action-button'
import { useDraft } from '@/offline/drafts'
import { showToast } from '@/ui/toast-store'
import { ModalDialog } from '@/ui/modal-dialog'

const RESEND_PERMISSION: Permission = 'orderCenter:orders:resendInvoice'

/** Resend invoice (spec section 5): asks for a receiving email, validated with the server's own schema. */
export function ResendInvoice({ orderId, orderEmail }: { orderId: number; orderEmail: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <ActionButton className="btn" permission={RESEND_PERMISSION} onPress={() => setOpen(true)}>
        <Trans>Resend invoice</Trans>
      </ActionButton>
      <ModalDialog isOpen={open} onOpenChange={setOpen} narrow>
        <ResendForm orderId={orderId} orderEmail={orderEmail} onDone={() => setOpen(false)} />
      </ModalDialog>
    </>
  )
}

function ResendForm({
  orderId,
  orderEmail,
  onDone,
}: {
  orderId: number
  orderEmail: string
  onDone: () => void
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  // What the user typed survives a reload until it is sent or discarded.
  const draft = useDraft(`resendInvoice.${orderId}`, { email: orderEmail })
  const [serverError, setServerError] = useState<string>()
  const [sending, setSending] = useState(false)
  const invalid = t`Enter the receiving email address.`
  const close = () => {
    draft.discard()
    onDone()
  }
  return (
    <>
      <Heading slot="title">
        <Trans>Resend invoice</Trans>
      </Heading>
      <Form
        className="error-room"
        validationErrors={serverError ? { email: serverError } : undefined}
        onSubmit={async (e) => {
          e.preventDefault()
          setSending(true)
          try {
            await request(`/v1/${orders.name}/${orderId}/resend-invoice`, {
              method: 'POST',
              body: { email: draft.value.email.trim() },
              quiet: true,
            })
            showToast({ tone: 'success', message: t`Invoice sent to ${draft.value.email.trim()}` })
            void afterWrite(queryClient, {
              entity: orders,
              kind: 'action',
              action: 'resendInvoice',
              id: orderId,
            })
            close()
          } catch (err) {
            setServerError(err instanceof ApiError && err.issues.length ? invalid : (err as Error).message)
          } finally {
            setSending(false)
          }
        }}
      >
        <TextField
          className="field"
          name="email"
          type="email"
          value={draft.value.email}
          onChange={(email) => {
            setServerError(undefined)
            draft.setValue({ email })
          }}
          isRequired
          autoFocus
          validate={(v) => (resendInvoiceSchema.safeParse({ email: v.trim() }).success ? null : invalid)}
        >
          <Label>
            <Trans>Receiving email</Trans>
          </Label>
          <Input
            className="input"
            onKeyDown={(e) => {
              // Mod+Enter submits (keyboard scheme, forms).
              if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) e.currentTarget.form?.requestSubmit()
            }}
          />
          <FieldError className="field-error" />
        </TextField>
        <FormActions onCancel={close} permission={RESEND_PERMISSION} busy={sending}>
          <Trans>Send</Trans>
        </FormActions>
      </Form>
    </>
  )
}
