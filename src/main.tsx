import { mountConsole } from '@/app/mount'

const container = document.getElementById('app')
if (container) void mountConsole(container)
