node /^web/ { notify { "regex from 20, role ${role}": } }
