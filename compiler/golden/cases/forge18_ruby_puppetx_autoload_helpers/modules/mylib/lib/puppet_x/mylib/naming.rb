require_relative 'util/cache'
require_relative 'net/addr'
module PuppetX::Mylib
  PuppetX::Mylib.loaded(:naming)
  module Naming
    ROLES = { 'web' => 'frontend', 'db' => 'backend' }.freeze
    extend PuppetX::Mylib::Util::Cache
    def self.role_of(host)
      cached(host) do
        m = /\A(?<kind>[a-z]+)(?<num>\d+)\z/.match(host)
        { 'kind' => m[:kind], 'num' => m[:num].to_i, 'role' => ROLES.fetch(m[:kind], 'unknown'),
          'addr' => PuppetX::Mylib::Net::Addr.for(m[:num].to_i).to_s }
      end
    end
  end
end
