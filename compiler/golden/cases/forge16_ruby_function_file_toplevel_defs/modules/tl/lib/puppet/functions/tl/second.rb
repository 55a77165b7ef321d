# Uses what first.rb defined at its top level, when first.rb was loaded before.
Puppet::Functions.create_function(:'tl::second') do
  dispatch :second do
  end

  def second
    r = []
    r << (defined?(TL_PREFIX) ? TL_PREFIX : 'no const')
    r << respond_to?(:tl_helper, true)
    r << (defined?(TlShared) ? TlShared.tag : 'no class')
    r << (Object.const_defined?(:TL_PREFIX) ? 'on Object' : 'not on Object')
    r.inspect
  end
end
