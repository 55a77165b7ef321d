node /^web/ { include role::web }
node /^db/ { include role::db }
