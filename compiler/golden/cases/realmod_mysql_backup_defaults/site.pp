# puppetlabs-mysql: mysql::server::backup with its defaults (mysqldump provider) next to the server.
include mysql::server
include mysql::server::backup
