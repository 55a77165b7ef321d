# file(), epp() and template() find module files under files/ and templates/ by 'module/path';
# file() takes several candidates and returns the first that exists.
$greeting = 'hi from site'
class { 'motd': owner => 'root' }
