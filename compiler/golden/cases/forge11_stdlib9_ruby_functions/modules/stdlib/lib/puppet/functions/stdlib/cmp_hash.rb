# frozen_string_literal: true

# @summary Compare two Hashes to each other, optionally after applying a block.
#
# Returns -1, 0 or 1, depending on whether the first Hash is smaller, equal or bigger
# than the second Hash. If no block is supplied, both Hashes will be transformed
# into sorted Arrays first. Otherwise, the block has to yield something that Ruby
# can compare with the `<=>` operator.
Puppet::Functions.create_function(:'stdlib::cmp_hash') do
  # @param hash1 The first Hash.
  # @param hash2 The second Hash.
  # @return [Integer] Returns an integer (-1, 0, or +1) if hash1 is less than, equal to, or greater than hash2.
  dispatch :cmp_hashes_as_arrays do
    param 'Hash[Any, Any]', :hash1
    param 'Hash[Any, Any]', :hash2
  end

  # @param hash1 The first Hash.
  # @param hash2 The second Hash.
  # @return [Integer] Returns an integer (-1, 0, or +1) if block(hash1) is less than, equal to, or greater than block(hash2).
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
