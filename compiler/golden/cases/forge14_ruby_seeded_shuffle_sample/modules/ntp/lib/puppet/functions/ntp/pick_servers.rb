# frozen_string_literal: true

require 'digest/md5'

# Written for this case in the way module functions pick a stable per-node order of servers: an
# fqdn-seeded Random handed to Array#shuffle / Array#sample (random:), so each node gets its own order
# and keeps it from run to run.
Puppet::Functions.create_function(:'ntp::pick_servers') do
  dispatch :pick do
    param 'Array[String]', :servers
    param 'String', :fqdn
    optional_param 'Integer', :count
  end

  def pick(servers, fqdn, count = 3)
    seed = Digest::MD5.hexdigest(fqdn).hex
    {
      'shuffled' => servers.shuffle(random: Random.new(seed)),
      'sampled'  => servers.sample(count, random: Random.new(seed)),
      'first'    => servers.sample(random: Random.new(seed)),
      'shuffle!' => servers.dup.shuffle!(random: Random.new(seed + 1)),
      'rand'     => Random.new(seed).rand(servers.length),
    }
  end
end
