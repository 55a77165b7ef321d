# frozen_string_literal: true

# Provides a "random" value to cron based on the last bit of the machine IP address.
Puppet::Functions.create_function(:'extlib::ip_to_cron') do
  dispatch :ip_to_cron do
    optional_param 'Integer[1]', :runinterval
    return_type 'Array'
  end

  def ip_to_cron(runinterval = 1800)
    facts = closure_scope['facts']
    ip = facts['networking']['ip']
    ip_last_octet = ip.to_s.split('.')[3].to_i

    if runinterval <= 3600
      occurances = 3600 / runinterval
      scope = 60
      base = ip_last_octet % scope
      hour = '*'
      minute = (1..occurances).map { |i| (base - (scope / occurances * i)) % scope }.sort
    else
      occurances = 86_400 / runinterval
      scope = 24
      base = ip_last_octet % scope
      hour = (1..occurances).map { |i| (base - (scope / occurances * i)) % scope }.sort
      minute = ip_last_octet % 60
    end
    [hour, minute]
  end
end
