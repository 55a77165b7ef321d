class db(String $engine) { notify { "db ${engine}": } }
notice('start')
include db
