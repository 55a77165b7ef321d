require 'pathname'
require Pathname.new(__FILE__).dirname.expand_path

module PuppetX; end
module PuppetX::Consul; end
