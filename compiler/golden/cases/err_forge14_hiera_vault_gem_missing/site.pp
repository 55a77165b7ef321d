# Written for this case after petems/hiera_vault's README: the backend first in the hierarchy, its gems
# (vault, debouncer) not installed on the server.
notify { 'db': message => lookup('profile::db::user') }
