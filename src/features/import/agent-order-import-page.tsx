import { useMemo, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Heading } from 'react-aria-components/Heading'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { TextField } from 'react-aria-components/TextField'
import { Trans, useLingui } from '@lingui/react/macro'
import { agentOrderImports } from '@/domain/entities/order-center'
import { agentOrderCompletionImport } from '@/domain/imports'
import type { Permission } from '@/domain/permissions'
import type { ScreenProps } from '@/screens/screen-props'
import { ListScreen } from '@/screens/list-screen'
import { ActionButton } from '@/forms/action-button'
import { useDraft } from '@/offline/drafts'
import { ImportPanel } from './import-panel'
import { ModalDialog } from '@/ui/modal-dialog'

const PERMISSION: Permission = `${agentOrderImports.resource}:import`

/** Order center › Agent platform order completion: the import batches, and an import of a new file. */
export function AgentOrderImportPage(props: ScreenProps) {
  const [open, setOpen] = useState(false)
  return (
    <ListScreen
      {...props}
      actions={
        <>
          <ActionButton className="btn btn-primary" permission={PERMISSION} onPress={() => setOpen(true)}>
            <Trans>Import completions</Trans>
          </ActionButton>
          <ModalDialog isOpen={open} onOpenChange={setOpen}>
            <Heading slot="title">
              <Trans>Import agent order completions</Trans>
            </Heading>
            <CompletionImport />
            <div className="dialog-actions">
              <Button className="btn" slot="close">
                <Trans>Close</Trans>
              </Button>
            </div>
          </ModalDialog>
        </>
      }
    />
  )
}

function CompletionImport() {
  const { t } = useLingui()
  const platform = useDraft('agentOrderImport.platform', { agentPlatform: '' })
  const agentPlatform = platform.value.agentPlatform.trim()
  const extra = useMemo(() => ({ agentPlatform }), [agentPlatform])
  return (
    <ImportPanel
      spec={agentOrderCompletionImport}
      permission={PERMISSION}
      name="agent-order-completion"
      extra={extra}
    >
      <TextField
        className="field import-platform"
        isRequired
        maxLength={64}
        value={platform.value.agentPlatform}
        onChange={(v) => platform.setValue({ agentPlatform: v })}
      >
        <Label>{t`Agent platform`}</Label>
        <Input className="input" />
      </TextField>
    </ImportPanel>
  )
}
