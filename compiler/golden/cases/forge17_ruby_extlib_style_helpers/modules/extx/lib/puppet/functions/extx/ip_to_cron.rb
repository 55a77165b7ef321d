# frozen_string_literal: true

require 'ipaddr'

# Spreads cron jobs over an interval using the node's address as a seed.
Puppet::Functions.create_function(:'extx::ip_to_cron') do
  dispatch :ip_to_cron do
    param 'String', :ip
    optional_param 'Integer[1]', :runinterval
  end

  def ip_to_cron(ip, runinterval = 1800)
    facts = closure_scope['facts']
    seed = IPAddr.new(ip).to_i
    occurrences = (3600 / runinterval.to_f).ceil
    offset = seed % (runinterval / 60)
    { 'hour' => '*', 'minute' => Array.new(occurrences) { |i| offset + i * (runinterval / 60) }, 'os' => facts['os']['family'] }
  end
end
