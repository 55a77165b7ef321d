# frozen_string_literal: true

# Written for this case: per-node pseudo-random values as older module functions make them, through
# Kernel#srand and Kernel#rand (the process-wide generator, seeded from the fqdn) and Random#bytes.
Puppet::Functions.create_function(:'probe::seeded_bytes') do
  dispatch :run do
    param 'String', :fqdn
  end

  def run(fqdn)
    seed = fqdn.bytes.sum
    srand(seed)
    minute = rand(60)
    hour = rand(24)
    token = Random.new(seed).bytes(6).unpack1('H*')
    srand
    [minute, hour, token]
  end
end
