# frozen_string_literal: true

require 'digest'

# Picks a digest class by name with Kernel#Digest (digest.rb's Object#Digest), as checksum helpers do.
Puppet::Functions.create_function(:'lx::digest_by_name') do
  dispatch :digest_by_name do
    param 'String', :algo
    param 'String', :data
  end

  def digest_by_name(algo, data)
    Digest(algo.upcase.to_sym).hexdigest(data)
  end
end
