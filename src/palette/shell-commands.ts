/**
 * Palette actions whose work belongs to the shell (theme, dark mode, settings). The shell registers a
 * callback; until it does, the action is not offered.
 */
export type ShellCommandId = 'theme' | 'darkMode' | 'settings'

const commands = new Map<ShellCommandId, () => void>()

export function registerShellCommand(id: ShellCommandId, run: () => void): () => void {
  commands.set(id, run)
  return () => void commands.delete(id)
}

export const shellCommand = (id: ShellCommandId) => commands.get(id)
