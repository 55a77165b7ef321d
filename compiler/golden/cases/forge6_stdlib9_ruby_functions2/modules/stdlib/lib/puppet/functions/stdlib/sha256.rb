# frozen_string_literal: true

require 'digest'
# @summary
#   Run a SHA256 calculation against a given value.
Puppet::Functions.create_function(:'stdlib::sha256') do
  # @param my_data The ScalarData to evaluate
  # @return String
  dispatch :sha256 do
    param 'Variant[ScalarData, Sensitive[ScalarData], Binary, Sensitive[Binary]]', :my_data
    return_type 'String'
  end

  def sha256(my_data)
    Digest::SHA256.hexdigest(my_data.unwrap.to_s)
  rescue
    Digest::SHA256.hexdigest(my_data.to_s)
  end
end
