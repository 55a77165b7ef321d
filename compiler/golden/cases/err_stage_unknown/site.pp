class early {}
class { 'early': stage => 'nosuch' }
