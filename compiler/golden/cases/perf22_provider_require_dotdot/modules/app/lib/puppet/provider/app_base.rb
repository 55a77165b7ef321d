# loaded once, however its path is spelled
raise "app_base.rb loaded again from #{__FILE__}" if defined?(Puppet::Provider::AppBase)
raise "__FILE__ not expanded: #{__FILE__}" if __FILE__.include?('..')

class Puppet::Provider::AppBase < Puppet::Provider
  initvars
end
