class c {}
class { 'c': stage => 'nosuch' }
