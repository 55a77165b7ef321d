# frozen_string_literal: true

# @summary Compare two Hashes to each other, optionally after applying a block.
#
Puppet::Functions.create_function(:'stdlib::cmp_hash') do
  dispatch :cmp_hashes_as_arrays do
    param 'Hash[Any, Any]', :hash1
    param 'Hash[Any, Any]', :hash2
  end

  dispatch :cmp_hashes_with_block do
    param 'Hash[Any, Any]', :hash1
    param 'Hash[Any, Any]', :hash2
    block_param 'Callable[1,1]', :block
  end

  def cmp_hashes_as_arrays(hash1, hash2)
    cmp_hashes_with_block(hash1, hash2) { |h| h.to_a.sort }
  end

  def cmp_hashes_with_block(hash1, hash2)
    yield(hash1) <=> yield(hash2)
  end
end
