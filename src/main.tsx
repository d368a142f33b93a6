import { mountConsole } from '@/app/mount'

// The standalone entry. The service worker, when added, is registered here and never from embed.tsx.
const container = document.getElementById('app')
if (container) void mountConsole(container)
