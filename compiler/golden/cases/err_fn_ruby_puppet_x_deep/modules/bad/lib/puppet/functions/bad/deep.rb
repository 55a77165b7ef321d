require_relative '../../../puppet_x/bad/walker'

Puppet::Functions.create_function(:'bad::deep') do
  dispatch :deep do
    param 'Integer[0]', :depth
  end

  def deep(depth)
    PuppetX::Bad::Walker.new(depth).walk
  end
end
