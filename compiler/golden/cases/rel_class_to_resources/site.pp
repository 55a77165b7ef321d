# Relationships with classes reach the class, not its resources; containment edges are separate.
class app { notify { 'app res': } }
class db { notify { 'db res': } }
include app, db
Class['db'] -> Class['app']
notify { 'last': require => Class['app'] }
