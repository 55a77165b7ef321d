# puppetlabs-apache 5.5.0: mod_php under the default event MPM fails with the module's message.
class { 'apache': default_vhost => false }
include apache::mod::php
