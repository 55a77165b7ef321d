class db(Struct[{ host => String, port => Integer }] $conn) { notify { "db ${conn}": } }
class { 'db': conn => { host => 'h' } }
