require 'puppet_x'

# common PuppetX::Icinga2 module definition
module PuppetX::Icinga2; end
