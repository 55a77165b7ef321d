# A child class inheriting a parameterized base, then the base declared resource-like (role code that
# sets the base's parameters after a profile already pulled the child in): Puppet refuses it.
class base(String $port = '80') { notify { "base ${port}": } }
class child inherits base { notify { 'child': } }
include child
class { 'base': port => '8080' }
