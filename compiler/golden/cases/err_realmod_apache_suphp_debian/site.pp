# puppetlabs-apache 5.5.0: apache::mod::suphp fails on Debian 8 and later with the module's EOL message.
class { 'apache': default_vhost => false, mpm_module => 'prefork' }
include apache::mod::suphp
